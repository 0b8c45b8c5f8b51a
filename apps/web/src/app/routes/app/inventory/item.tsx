import {
  ADJUSTMENT_REASON_LABELS,
  ALLERGEN_LABELS,
  MOVEMENT_KIND_LABELS,
  WASTE_REASON_LABELS,
  type Item,
  type Movement,
} from "@larder/contracts";
import { can, unitLabel } from "@larder/domain";
import { useSuspenseQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, useParams, type LoaderFunctionArgs } from "react-router";
import { Button } from "@/components/ui/button";
import { Badge, Card, PageHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Notice } from "@/components/ui/notice";
import { itemQuery, useUpdateItem } from "@/features/items/api/items";
import { locationsQuery, useScope } from "@/lib/scope";
import { ItemSuppliers } from "@/features/suppliers/components/item-suppliers";
import { movementsQuery } from "@/features/stock/api/stock";
import { StockStatusBadge } from "@/features/stock/components/status-badge";
import { formatDateTime, formatQuantity, formatUnitCost, formatUsd } from "@/lib/format";
import { queryClient } from "@/lib/query-client";
import { currentWorkspaceId } from "@/app/spa/loaders";
import { useItemEditor, useRecordSheet } from "./stock-sheets";

export async function loader(args: LoaderFunctionArgs) {
  const workspaceId = await currentWorkspaceId(args);
  const itemId = args.params.itemId ?? "";
  await Promise.all([
    queryClient.ensureQueryData(itemQuery(workspaceId, itemId)),
    queryClient.ensureQueryData(locationsQuery(workspaceId)),
    queryClient.ensureQueryData(movementsQuery(workspaceId, { itemId })),
  ]);
  return null;
}

/** "1 case = 6 can", "1 can = 2.5 kg". */
function packLine(pack: Item["packs"][number]) {
  return `1 ${pack.name} = ${formatQuantity(pack.quantity, unitLabel(pack.unit))}`;
}

function reasonLabel(movement: Movement): string | null {
  if (!movement.reason) return null;
  return (
    (WASTE_REASON_LABELS as Record<string, string>)[movement.reason] ??
    (ADJUSTMENT_REASON_LABELS as Record<string, string>)[movement.reason] ??
    movement.reason
  );
}

/** `/app/inventory/items/:itemId`: one item's stock at each location, its units, its ledger. */
export function ItemPage() {
  const { itemId = "" } = useParams();
  const { workspace, locations, role } = useScope();
  const { data: item } = useSuspenseQuery(itemQuery(workspace.id, itemId));
  const { data: ledger } = useSuspenseQuery(movementsQuery(workspace.id, { itemId }));
  const recorder = useRecordSheet();
  const [saved, setSaved] = useState<string | null>(null);
  const editor = useItemEditor(() => setSaved("Saved."));
  const archive = useUpdateItem(workspace.id);
  const names = new Map(locations.map((location) => [location.id, location]));
  const showCosts = can(role, "costs.view");
  const unit = unitLabel(item.baseUnit);

  return (
    <>
      <Link
        to="/app/inventory/items"
        className="mb-3 inline-flex min-h-10 items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Full inventory
      </Link>
      <PageHeader
        title={item.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {item.category ? <Badge tone="brand">{item.category}</Badge> : null}
            {item.archived ? <Badge tone="warning">Archived</Badge> : null}
            <span>Stock counted in {unit}.</span>
          </span>
        }
        actions={
          <>
            {recorder.canRecord && !item.archived ? (
              <Button
                onClick={() =>
                  recorder.record({
                    itemId: item.id,
                    name: item.name,
                    unit: item.baseUnit,
                    units: item.units,
                  })
                }
              >
                Record stock
              </Button>
            ) : null}
            {editor.canEdit ? (
              <Button variant="secondary" onClick={() => editor.edit(item.id)}>
                Edit
              </Button>
            ) : null}
            {editor.canEdit ? (
              <ConfirmDialog
                trigger={
                  <Button variant="secondary">{item.archived ? "Restore" : "Archive"}</Button>
                }
                title={item.archived ? `Restore ${item.name}?` : `Archive ${item.name}?`}
                description={
                  item.archived
                    ? "It comes back to the inventory, counts and pickers."
                    : "It leaves the inventory, counts and pickers. Its history stays, and you can restore it."
                }
                confirmLabel={item.archived ? "Restore" : "Archive"}
                tone={item.archived ? "primary" : "danger"}
                onConfirm={() =>
                  archive.mutateAsync({ itemId: item.id, changes: { archived: !item.archived } })
                }
              />
            ) : null}
          </>
        }
      />
      <Notice tone="success" className="mb-4">
        {recorder.message ?? saved}
      </Notice>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_20rem]">
        <Card title="Stock by location" headingLevel={2}>
          {item.stock.length === 0 ? (
            <p className="text-sm text-brand-950/70">
              Not carried at any of your locations yet. Edit it to set where it is kept.
            </p>
          ) : (
            <ul className="divide-y divide-brand-900/5">
              {item.stock.map((line) => {
                const location = names.get(line.locationId);
                const area = location?.storageAreas.find((a) => a.id === line.storageAreaId);
                return (
                  <li key={line.locationId} className="flex flex-wrap items-center gap-3 py-3">
                    <div className="min-w-0 flex-1 basis-full sm:basis-0">
                      <p className="font-semibold text-brand-950">
                        {location?.name ?? "Archived location"}
                      </p>
                      <p className="text-sm text-brand-950/65">
                        {area ? `Kept in ${area.name}` : "No storage area"}
                        {line.minimum !== null
                          ? ` · minimum ${formatQuantity(line.minimum, unit)}`
                          : ""}
                        {line.maximum !== null
                          ? ` · maximum ${formatQuantity(line.maximum, unit)}`
                          : ""}
                      </p>
                    </div>
                    <div className="flex-1 sm:flex-none sm:text-right">
                      <div className="text-lg font-bold tabular-nums text-brand-950">
                        {formatQuantity(line.onHand, unit)}
                      </div>
                      {showCosts && line.value !== null ? (
                        <p className="text-xs text-brand-950/65">
                          {formatUsd(line.value)} at {formatUnitCost(line.averageUnitCost ?? "0")}/
                          {unit}
                        </p>
                      ) : null}
                    </div>
                    <StockStatusBadge status={line.status} />
                  </li>
                );
              })}
            </ul>
          )}
        </Card>

        <div className="space-y-6">
          <Card title="Units and details" headingLevel={2}>
            <dl className="space-y-3 text-sm">
              <div>
                <dt className="font-semibold text-brand-950">Bought in</dt>
                <dd className="text-brand-950/75">
                  {item.packs.length > 0 ? item.packs.map(packLine).join("; ") : "No packs"}
                </dd>
              </div>
              {item.gramsPerPiece ? (
                <div>
                  <dt className="font-semibold text-brand-950">One piece</dt>
                  <dd className="text-brand-950/75">{formatQuantity(item.gramsPerPiece, "g")}</dd>
                </div>
              ) : null}
              {item.gramsPerMl ? (
                <div>
                  <dt className="font-semibold text-brand-950">Density</dt>
                  <dd className="text-brand-950/75">
                    1 L ≈ {formatQuantity(item.gramsPerMl, "kg")}
                  </dd>
                </div>
              ) : null}
              <div>
                <dt className="font-semibold text-brand-950">Recorded in</dt>
                <dd className="text-brand-950/75">{item.units.map(unitLabel).join(", ")}</dd>
              </div>
              <div>
                <dt className="font-semibold text-brand-950">Allergens</dt>
                <dd className="text-brand-950/75">
                  {item.allergens.length > 0
                    ? item.allergens.map((a) => ALLERGEN_LABELS[a]).join(", ")
                    : "None recorded"}
                </dd>
              </div>
              {item.barcodes.length > 0 ? (
                <div>
                  <dt className="font-semibold text-brand-950">Barcodes</dt>
                  <dd className="text-brand-950/75">
                    {item.barcodes.map((b) => `${b.code} (1 ${unitLabel(b.unit)})`).join(", ")}
                  </dd>
                </div>
              ) : null}
              {item.notes ? (
                <div>
                  <dt className="font-semibold text-brand-950">Notes</dt>
                  <dd className="whitespace-pre-line text-brand-950/75">{item.notes}</dd>
                </div>
              ) : null}
            </dl>
          </Card>
          {can(role, "suppliers.view") ? (
            <Card title="Suppliers" headingLevel={2}>
              <ItemSuppliers
                workspaceId={workspace.id}
                itemId={item.id}
                canOrder={can(role, "orders.create") && !item.archived}
              />
            </Card>
          ) : null}
        </div>
      </div>

      <Card
        title="History"
        description="Every change of stock, newest first."
        headingLevel={2}
        className="mt-6"
      >
        {ledger.movements.length === 0 ? (
          <p className="text-sm text-brand-950/70">Nothing recorded yet.</p>
        ) : (
          <ul className="divide-y divide-brand-900/5">
            {ledger.movements.map((movement) => (
              <li
                key={movement.id}
                className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2.5 text-sm"
              >
                <span className="flex-1 font-semibold text-brand-950 sm:w-36 sm:flex-none">
                  {MOVEMENT_KIND_LABELS[movement.kind]}
                </span>
                <span
                  className={`w-28 shrink-0 text-right font-semibold tabular-nums ${movement.quantity.startsWith("-") ? "text-tomato-deep" : "text-brand-700"}`}
                >
                  {movement.quantity.startsWith("-") ? "" : "+"}
                  {formatQuantity(movement.quantity, unitLabel(movement.unit))}
                </span>
                <span className="min-w-0 basis-full text-brand-950/70 sm:flex-1 sm:basis-0">
                  {[
                    movement.locationName,
                    reasonLabel(movement),
                    movement.note || null,
                    movement.userName,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
                <time dateTime={movement.occurredAt} className="text-xs text-brand-950/70">
                  {formatDateTime(movement.occurredAt)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {recorder.sheet}
      {editor.sheet}
    </>
  );
}

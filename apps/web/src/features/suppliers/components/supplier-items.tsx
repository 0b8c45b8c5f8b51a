import { supplierItemInputSchema, type SupplierItem } from "@larder/contracts";
import { perUnitLabel, priceChangePercent, toDecimal } from "@larder/domain";
import { useQuery } from "@tanstack/react-query";
import { History, Star, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextField } from "@/components/ui/field";
import { formatDate, formatUnitCost, formatUsd, packLabel } from "@/lib/format";
import { errorMessage } from "@/lib/forms";
import {
  priceHistoryQuery,
  useRemoveSupplierItem,
  useUpdateSupplierItem,
} from "@/features/suppliers/api/suppliers";

const SOURCE_LABELS = { manual: "Entered", receipt: "Delivery", invoice: "Invoice" } as const;

/** "$24.00 per case", and how it moved since the price before. */
function PriceCell({ item }: { item: SupplierItem }) {
  const percent =
    item.previousPrice === null ? null : priceChangePercent(item.previousPrice, item.price);
  const change = percent === null || percent.compare(0) === 0 ? null : toDecimal(percent, 1);
  return (
    <div>
      <span className="font-semibold text-brand-950">
        {formatUsd(item.price)} <span className="font-normal">per {perUnitLabel(item.unit)}</span>
      </span>
      {item.unit !== item.baseUnit ? (
        <span className="block text-xs text-brand-950/65">
          {formatUnitCost(item.pricePerBaseUnit)} per {perUnitLabel(item.baseUnit)}
        </span>
      ) : null}
      {change !== null && change !== "0" ? (
        <span
          className={`block text-xs font-semibold ${change.startsWith("-") ? "text-brand-700" : "text-tomato-deep"}`}
        >
          {change.startsWith("-") ? "Down" : "Up"} {change.replace("-", "")}% from{" "}
          {formatUsd(item.previousPrice!)}
        </span>
      ) : null}
    </div>
  );
}

function PriceHistory({ workspaceId, item }: { workspaceId: string; item: SupplierItem }) {
  const { data, isPending } = useQuery(priceHistoryQuery(workspaceId, item.id));
  if (isPending) return <p className="text-sm text-brand-950/70">Loading prices…</p>;
  return (
    <ol aria-label={`Price history of ${item.itemName}`} className="space-y-1 text-sm">
      {(data ?? []).map((point, index) => (
        <li key={index} className="flex flex-wrap justify-between gap-x-4">
          <span>
            {formatUsd(point.price)} per {perUnitLabel(item.unit)}
          </span>
          <span className="text-brand-950/65">
            {SOURCE_LABELS[point.source]} · {formatDate(point.recordedAt)}
            {point.userName ? ` · ${point.userName}` : ""}
          </span>
        </li>
      ))}
    </ol>
  );
}

function PriceEditor({
  workspaceId,
  item,
  onDone,
}: {
  workspaceId: string;
  item: SupplierItem;
  onDone: (message: string) => void;
}) {
  const [price, setPrice] = useState(item.price);
  const update = useUpdateSupplierItem(workspaceId);
  const [problem, setProblem] = useState<string | undefined>();
  const save = (event: FormEvent) => {
    event.preventDefault();
    const checked = supplierItemInputSchema.shape.price.safeParse(price.trim());
    if (!checked.success) return setProblem(checked.error.issues[0]?.message);
    setProblem(undefined);
    update.mutate(
      { id: item.id, changes: { price: checked.data } },
      { onSuccess: () => onDone(`${item.itemName} now costs ${formatUsd(checked.data)}.`) },
    );
  };
  return (
    <form noValidate onSubmit={save} className="flex flex-wrap items-end gap-2">
      <TextField
        label={`New price per ${perUnitLabel(item.unit)} ($)`}
        inputMode="decimal"
        value={price}
        onChange={(event) => setPrice(event.target.value)}
        error={problem ?? (update.error ? errorMessage(update.error)! : undefined)}
        className="w-44"
      />
      <Button type="submit" busy={update.isPending}>
        Save price
      </Button>
    </form>
  );
}

/**
 * What a supplier sells the kitchen: each item's pack, SKU and price (with how it moved and its
 * history), which supplier is preferred for it, and forms to change them.
 */
export function SupplierItemsList({
  workspaceId,
  items,
  canManage,
  onChanged,
}: {
  workspaceId: string;
  items: SupplierItem[];
  canManage: boolean;
  onChanged: (message: string) => void;
}) {
  const [open, setOpen] = useState<{ id: string; panel: "price" | "history" } | null>(null);
  const update = useUpdateSupplierItem(workspaceId);
  const remove = useRemoveSupplierItem(workspaceId);
  const toggle = (id: string, panel: "price" | "history") =>
    setOpen((current) => (current?.id === id && current.panel === panel ? null : { id, panel }));

  if (items.length === 0)
    return (
      <p className="py-6 text-center text-sm text-brand-950/70">
        Nothing bought from this supplier yet.
        {canManage ? " Add the items they sell below." : ""}
      </p>
    );
  return (
    <ul className="divide-y divide-brand-900/5">
      {items.map((item) => (
        <li key={item.id} className="py-3">
          <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
            <div className="min-w-44 flex-1">
              <Link
                to={`/app/inventory/items/${item.itemId}`}
                className="font-semibold text-brand-950 hover:underline"
              >
                {item.itemName}
              </Link>{" "}
              {item.preferred ? <Badge tone="brand">Preferred</Badge> : null}
              <p className="text-sm text-brand-950/70">
                By the {packLabel(item)}
                {item.sku ? ` · SKU ${item.sku}` : ""}
              </p>
            </div>
            <div className="min-w-40 flex-1 text-sm">
              <PriceCell item={item} />
            </div>
            <div className="flex flex-wrap gap-1">
              <Button
                variant="ghost"
                aria-expanded={open?.id === item.id && open.panel === "history"}
                onClick={() => toggle(item.id, "history")}
              >
                <History aria-hidden="true" className="h-4 w-4" /> History
                <span className="sr-only"> of {item.itemName}</span>
              </Button>
              {canManage ? (
                <>
                  <Button
                    variant="ghost"
                    aria-expanded={open?.id === item.id && open.panel === "price"}
                    onClick={() => toggle(item.id, "price")}
                  >
                    Change price<span className="sr-only"> of {item.itemName}</span>
                  </Button>
                  {!item.preferred ? (
                    <Button
                      variant="ghost"
                      busy={update.isPending && update.variables?.id === item.id}
                      onClick={() =>
                        update.mutate(
                          { id: item.id, changes: { preferred: true } },
                          {
                            onSuccess: () =>
                              onChanged(
                                `${item.supplierName} is now the preferred supplier of ${item.itemName}.`,
                              ),
                          },
                        )
                      }
                    >
                      <Star aria-hidden="true" className="h-4 w-4" /> Prefer
                      <span className="sr-only"> for {item.itemName}</span>
                    </Button>
                  ) : null}
                  <ConfirmDialog
                    trigger={
                      <button
                        type="button"
                        aria-label={`Stop buying ${item.itemName} here`}
                        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl text-tomato hover:bg-tomato/10 sm:min-h-10 sm:min-w-10"
                      >
                        <Trash2 aria-hidden="true" className="h-4 w-4" />
                      </button>
                    }
                    title={`Stop buying ${item.itemName} from ${item.supplierName}?`}
                    description="Its price history goes with it. Orders already placed keep their lines."
                    confirmLabel="Stop buying it"
                    onConfirm={() =>
                      remove
                        .mutateAsync(item.id)
                        .then(() => onChanged(`${item.itemName} was removed from this supplier.`))
                    }
                  />
                </>
              ) : null}
            </div>
          </div>
          {open?.id === item.id ? (
            <div className="mt-3 rounded-xl bg-brand-50/60 p-3">
              {open.panel === "history" ? (
                <PriceHistory workspaceId={workspaceId} item={item} />
              ) : (
                <PriceEditor
                  workspaceId={workspaceId}
                  item={item}
                  onDone={(message) => {
                    setOpen(null);
                    onChanged(message);
                  }}
                />
              )}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

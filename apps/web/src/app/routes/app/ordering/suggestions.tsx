import {
  SERVICE_LEVELS,
  type CreatedOrders,
  type SupplierSuggestion,
  type SuggestionsQuery,
} from "@larder/contracts";
import { can } from "@larder/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, type LoaderFunctionArgs } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/card";
import { FoldingFilters } from "@/components/ui/folding-filters";
import { LabelledOptions, NamedOptions, SelectField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import {
  suggestionsQuery,
  useCreateSuggestedOrders,
  useRefreshForecasts,
} from "@/features/ordering/api/ordering";
import { ForecastStatus } from "@/features/ordering/components/forecast-status";
import { UnsuppliedItems } from "@/features/ordering/components/held-items";
import {
  lineKey,
  SupplierSuggestionCard,
  type LineChoice,
} from "@/features/ordering/components/supplier-suggestion";
import { suppliersQuery } from "@/features/suppliers/api/suppliers";
import { queryClient } from "@/lib/query-client";
import { sessionQuery } from "@/lib/session";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";
import { useScope } from "@/lib/scope";
import { useFilterParams } from "@/lib/use-filter-params";

const LEVEL_LABELS: Record<(typeof SERVICE_LEVELS)[number], string> = {
  "0.9": "90%",
  "0.95": "95%",
  "0.98": "98%",
  "0.99": "99%",
};

/** The header's two links, side by side on a phone too. */
const sideLink = buttonClasses("secondary", "flex-1 whitespace-nowrap max-sm:px-2 sm:flex-none");

export async function loader(args: LoaderFunctionArgs) {
  if (!(await memberCan(args, "analytics.view"))) return null;
  await currentWorkspaceId(args);
  await queryClient.ensureQueryData(sessionQuery);
  return null;
}

/**
 * `/app/ordering`, Suggested orders: for one location, what to order from each supplier now,
 * each line with the sum that explains it; the buyer adjusts quantities, leaves lines out and
 * creates the draft orders, one per supplier, in one action.
 */
export function SuggestionsPage() {
  const { workspace, locations, locationId, role } = useScope();
  const [params, setFilters] = useFilterParams();
  // With "All locations" in the top bar, the server picks the location carrying most items.
  const asked = params.get("location") ?? locationId ?? undefined;
  const query: SuggestionsQuery = {
    locationId: asked,
    supplierId: params.get("supplier") || undefined,
    serviceLevel: (params.get("level") as SuggestionsQuery["serviceLevel"]) || "0.95",
  };
  const { data, error, isFetching } = useQuery(suggestionsQuery(workspace.id, query));
  const where = asked ?? data?.locationId ?? "";
  if (error) throw error;
  const { data: suppliers = [] } = useQuery({
    ...suppliersQuery(workspace.id),
    enabled: can(role, "suppliers.view"),
  });
  const refresh = useRefreshForecasts(workspace.id);
  const create = useCreateSuggestedOrders(workspace.id);
  const [choices, setChoices] = useState(new Map<string, LineChoice>());
  const [created, setCreated] = useState<CreatedOrders | null>(null);
  const canOrder = can(role, "orders.create");

  const update = (changes: Record<string, string | null>) => {
    setChoices(new Map());
    setFilters(changes);
  };

  const lines = (data?.suppliers ?? []).flatMap((supplier) =>
    supplier.lines.flatMap((line) => {
      const choice = choices.get(lineKey(supplier.supplierId, line.itemId)) ?? {
        chosen: true,
        quantity: line.quantity,
      };
      return choice.chosen
        ? [
            {
              supplierId: supplier.supplierId,
              itemId: line.itemId,
              unit: line.unit,
              quantity: choice.quantity,
            },
          ]
        : [];
    }),
  );
  const filtersSummary = [
    locations.find((location) => location.id === where)?.name ?? "",
    suppliers.find((supplier) => supplier.id === query.supplierId)?.name ?? "All suppliers",
    `${LEVEL_LABELS[query.serviceLevel ?? "0.95"]} service level`,
  ]
    .filter(Boolean)
    .join(" · ");
  // Suppliers with something to order come first, so that a phone shows a line to order in its
  // first screen; those with nothing to order (only items held, or with enough) follow.
  const toOrder = (data?.suppliers ?? []).filter((supplier) => supplier.lines.length > 0);
  const nothingToOrder = (data?.suppliers ?? []).filter((supplier) => supplier.lines.length === 0);
  const card = (supplier: SupplierSuggestion) => (
    <SupplierSuggestionCard
      key={supplier.supplierId}
      supplier={supplier}
      choices={choices}
      onChange={(key, choice) => setChoices((current) => new Map(current).set(key, choice))}
    />
  );
  const submit = () =>
    create.mutate(
      { locationId: where, lines },
      {
        onSuccess: (result) => {
          setCreated(result);
          setChoices(new Map());
        },
      },
    );

  return (
    <>
      <PageHeader
        title="Suggested orders"
        description="What to order now, from forecast use until each supplier's delivery after next."
        actions={
          <>
            <Link to="/app/ordering/calendar" className={sideLink}>
              Planning calendar
            </Link>
            <Link to="/app/ordering/accuracy" className={sideLink}>
              Forecast accuracy
            </Link>
          </>
        }
      />
      <FoldingFilters summary={filtersSummary} className="mb-4 grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Location"
          value={where}
          onChange={(event) => update({ location: event.target.value })}
        >
          <NamedOptions items={locations} />
        </SelectField>
        <SelectField
          label="Supplier"
          value={query.supplierId ?? ""}
          onChange={(event) => update({ supplier: event.target.value })}
        >
          <option value="">All suppliers</option>
          <NamedOptions items={suppliers} />
        </SelectField>
        <SelectField
          label="Service level"
          hint="How rarely you accept running out before the next delivery."
          value={query.serviceLevel}
          onChange={(event) =>
            update({ level: event.target.value === "0.95" ? null : event.target.value })
          }
        >
          <LabelledOptions values={SERVICE_LEVELS} labels={LEVEL_LABELS} />
        </SelectField>
      </FoldingFilters>
      <div className="mb-4 mt-3 sm:mb-6 sm:mt-0">
        <ForecastStatus
          run={data?.run ?? null}
          onRefresh={() => refresh.mutate()}
          refreshing={refresh.isPending}
        />
      </div>

      {created ? (
        <Notice tone="success" className="mb-6">
          Created{" "}
          {created.orders.length === 1 ? "a draft order" : `${created.orders.length} draft orders`}:{" "}
          {created.orders.map((order, index) => (
            <span key={order.id}>
              {index > 0 ? ", " : ""}
              <Link to={`/app/orders/${order.id}`} className="font-semibold underline">
                {order.number}
              </Link>{" "}
              for {order.supplierName}
            </span>
          ))}
          . Review and send them from Orders.
        </Notice>
      ) : null}
      {create.error ? (
        <Notice tone="error" className="mb-6">
          {create.error.message}
        </Notice>
      ) : null}

      <div
        className={`grid gap-6 ${isFetching ? "refreshing" : ""}`}
        aria-busy={isFetching || undefined}
      >
        {data && data.suppliers.length === 0 ? (
          <p className="rounded-2xl border border-brand-900/10 bg-white p-8 text-center text-sm text-brand-950/75">
            No supplier sells the items carried here yet. Add what each supplier sells under{" "}
            <Link to="/app/suppliers" className="font-semibold underline">
              Suppliers
            </Link>
            .
          </p>
        ) : null}
        {toOrder.map(card)}
        {data && data.unsupplied.length > 0 ? <UnsuppliedItems items={data.unsupplied} /> : null}
        {nothingToOrder.map(card)}
      </div>

      {canOrder && lines.length > 0 ? (
        <div className="sticky bottom-0 z-10 mt-6 -mx-4 flex flex-wrap items-center justify-between gap-3 border-t border-brand-900/10 bg-cream/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
          <p className="text-sm text-brand-950/80">
            {lines.length} line{lines.length === 1 ? "" : "s"} chosen
            <span className="max-sm:hidden">, one draft order per supplier</span>.
          </p>
          <Button onClick={submit} busy={create.isPending}>
            Create draft orders
          </Button>
        </div>
      ) : null}
    </>
  );
}

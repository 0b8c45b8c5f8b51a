import { PERIOD_LABELS, PERIODS, type Period, type PurchasesQuery } from "@larder/contracts";
import { useQuery } from "@tanstack/react-query";
import { Download, Layers, SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { Link, type LoaderFunctionArgs } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { DisclosureMenu, menuItemClasses } from "@/components/ui/disclosure-menu";
import { LabelledOptions, NamedOptions, SelectField } from "@/components/ui/field";
import { Pager } from "@/components/ui/pager";
import { purchasesExportUrl, purchasesQuery } from "@/features/invoices/api/invoices";
import {
  AdvancedFiltersSheet,
  EXTRA_FILTER_KEYS,
  FilterChips,
  type ExtraFilters,
} from "@/features/invoices/components/advanced-filters";
import { PurchasesChart } from "@/features/invoices/components/purchases-chart";
import { SupplierSummary } from "@/features/invoices/components/supplier-summary";
import {
  TransactionsTable,
  type InvoiceSort,
} from "@/features/invoices/components/transactions-table";
import { queryClient } from "@/lib/query-client";
import { formatDay } from "@/lib/format";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";
import { useScope } from "@/lib/scope";
import { useFilterParams } from "@/lib/use-filter-params";

const PAGE = 10;

/** The screen's filters, read from the address so that a view can be shared. */
function filtersOf(params: URLSearchParams): PurchasesQuery {
  const period = params.get("period") as Period | null;
  const read = (key: string) => params.get(key) || undefined;
  return {
    period: period && PERIODS.includes(period) ? period : "last-week",
    supplierId: read("supplier"),
    buyer: read("buyer"),
    status: read("status") as PurchasesQuery["status"],
    minAmount: read("minAmount"),
    maxAmount: read("maxAmount"),
    dueFrom: read("dueFrom"),
    dueTo: read("dueTo"),
    locationId: read("locationId"),
    sort: (read("sort") as InvoiceSort | undefined) ?? "effectiveDate",
    direction: params.get("direction") === "asc" ? "asc" : "desc",
    limit: PAGE,
    offset: Number(params.get("offset") ?? 0) || 0,
  };
}

export async function loader(args: LoaderFunctionArgs) {
  if (!(await memberCan(args, "invoices.view"))) return null;
  const workspaceId = await currentWorkspaceId(args);
  const filters = filtersOf(new URL(args.request.url).searchParams);
  await queryClient.ensureQueryData(purchasesQuery(workspaceId, filters));
  return null;
}

/**
 * `/app/purchases`, Purchases by Supplier: for the period, supplier and buyer chosen (and the
 * advanced filters), the supplier's share of spend, spend by supplier, and its invoices.
 * Every filter lives in the address.
 */
export function PurchasesPage() {
  const { workspace, locations } = useScope();
  const [params, update] = useFilterParams({ resetOffset: true });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filters = filtersOf(params);
  const { data, isFetching, error } = useQuery(purchasesQuery(workspace.id, filters));
  if (error) throw error;
  const extras = Object.fromEntries(
    EXTRA_FILTER_KEYS.map((key) => [key, params.get(key) ?? ""]),
  ) as unknown as ExtraFilters;
  const exportFilters = { ...filters, supplierId: data?.supplier?.id ?? filters.supplierId };

  return (
    <>
      <PageHeader
        title="Purchases by Supplier"
        description="Track and analyze your supplier purchase data and outstanding payments."
        actions={
          <>
            <Link to="/app/reports/spend" className={buttonClasses("secondary")}>
              <Layers aria-hidden="true" className="h-4 w-4" /> Spend by category
            </Link>
            <DisclosureMenu
              label="Export"
              panelWidth="w-60"
              buttonClassName={buttonClasses("secondary")}
              button={
                <>
                  <Download aria-hidden="true" className="h-4 w-4" /> Export
                </>
              }
            >
              {(close) =>
                (["csv", "xlsx"] as const).map((format) => (
                  <a
                    key={format}
                    href={purchasesExportUrl(workspace.id, exportFilters, format)}
                    download
                    onClick={close}
                    className={menuItemClasses}
                  >
                    {format === "csv" ? "Transactions as CSV" : "Transactions as Excel (.xlsx)"}
                  </a>
                ))
              }
            </DisclosureMenu>
            <Button variant="secondary" onClick={() => setFiltersOpen(true)}>
              <SlidersHorizontal aria-hidden="true" className="h-4 w-4" /> Advanced Filters
            </Button>
          </>
        }
      />

      <Card headingLevel={2}>
        <h2 className="sr-only">Filters</h2>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <SelectField
            label="Date Range"
            value={filters.period}
            onChange={(event) =>
              update({ period: event.target.value === "last-week" ? null : event.target.value })
            }
          >
            <LabelledOptions values={PERIODS} labels={PERIOD_LABELS} />
          </SelectField>
          <SelectField
            label="Supplier"
            value={data?.supplier?.id ?? ""}
            onChange={(event) => update({ supplier: event.target.value })}
          >
            {(data?.suppliers ?? []).length === 0 ? (
              <option value="">No suppliers yet</option>
            ) : null}
            <NamedOptions items={data?.suppliers ?? []} />
          </SelectField>
          <SelectField
            label="Buyer"
            value={filters.buyer ?? ""}
            onChange={(event) => update({ buyer: event.target.value })}
          >
            <option value="">All buyers</option>
            {(data?.buyers ?? []).map((buyer) => (
              <option key={buyer.value} value={buyer.value}>
                {buyer.name}
              </option>
            ))}
          </SelectField>
        </div>
        <FilterChips
          values={extras}
          locations={locations}
          onRemove={(keys) => update(Object.fromEntries(keys.map((key) => [key, null])))}
          onClear={() => update(Object.fromEntries(EXTRA_FILTER_KEYS.map((key) => [key, null])))}
        />
        {data ? (
          <p className="mt-3 text-sm text-brand-950/70">
            {PERIOD_LABELS[filters.period ?? "last-week"]}: {formatDay(data.period.from)} to{" "}
            {formatDay(data.period.to)}, invoices by their date
            {data.deliveriesIncluded ? " and deliveries not invoiced yet by the day they came" : ""}
            , totals with tax.
          </p>
        ) : null}
      </Card>

      {data && data.suppliers.length === 0 ? (
        <Card className="mt-6">
          <p className="text-sm text-brand-950/75">
            No suppliers yet.{" "}
            <Link to="/app/suppliers" className="font-semibold text-brand-800 underline">
              Add your suppliers
            </Link>{" "}
            and enter their invoices to see where the money goes.
          </p>
        </Card>
      ) : null}

      {data && data.suppliers.length > 0 ? (
        <div
          className={`mt-6 space-y-6 ${isFetching ? "refreshing" : ""}`}
          aria-busy={isFetching || undefined}
        >
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <Card title="Supplier Summary" headingLevel={2}>
              <SupplierSummary data={data} />
            </Card>
            <Card title="Purchases by Supplier" headingLevel={2}>
              {data.bars.some((bar) => bar.amount !== "0.00") ? (
                <PurchasesChart
                  bars={data.bars}
                  onChoose={(name) => {
                    const chosen = data.suppliers.find((supplier) => supplier.name === name);
                    if (chosen) update({ supplier: chosen.id });
                  }}
                />
              ) : (
                <p className="py-10 text-center text-sm text-brand-950/70">
                  No purchases in this period.
                </p>
              )}
            </Card>
          </div>
          <Card
            title="Transaction Details"
            description={`${data.supplier?.name ?? "The supplier"}'s invoices in the period`}
            headingLevel={2}
          >
            <TransactionsTable
              rows={data.transactions.rows}
              sort={filters.sort ?? "effectiveDate"}
              direction={filters.direction ?? "desc"}
              onSort={(sort, direction) => update({ sort, direction })}
              invoiceHref={(row) => `/app/invoices/${row.id}`}
              caption={`Invoices from ${data.supplier?.name ?? "the supplier"}`}
            />
            {data.transactions.rows.length === 0 ? (
              <p className="py-8 text-center text-sm text-brand-950/70">
                No invoices from {data.supplier?.name ?? "this supplier"} match these filters.
              </p>
            ) : null}
            <Pager
              offset={Number(filters.offset ?? 0)}
              limit={PAGE}
              total={data.transactions.total}
              onChange={(offset) => update({ offset: offset ? String(offset) : null })}
            />
          </Card>
        </div>
      ) : null}

      <AdvancedFiltersSheet
        open={filtersOpen}
        onOpenChange={setFiltersOpen}
        values={extras}
        locations={locations}
        onApply={(values) => update({ ...values })}
      />
    </>
  );
}

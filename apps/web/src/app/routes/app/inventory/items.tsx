import {
  STOCK_STATUS_FILTERS,
  stockStatusFilterSchema,
  type StockListQuery,
  type StockStatusFilter,
} from "@larder/contracts";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Plus, Upload } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, type LoaderFunctionArgs } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { NamedOptions, SelectField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { SearchField } from "@/components/ui/search-field";
import { ExportMenu } from "@/features/imports/components/export-menu";
import { categoriesQuery } from "@/features/items/api/items";
import { locationsQuery, useScope } from "@/lib/scope";
import { stockListQuery } from "@/features/stock/api/stock";
import { StockList, stockListParams } from "@/features/stock/components/stock-list";
import { queryClient } from "@/lib/query-client";
import { useCan } from "@/lib/session";
import { useDebounced } from "@/lib/use-debounced";
import { currentWorkspaceId } from "@/app/spa/loaders";
import { useItemEditor, useRecordSheet } from "./stock-sheets";
import { useFilterParams } from "@/lib/use-filter-params";

const PAGE = 100;

/** The status filter's choices, in the words of the status badges. */
const STATUS_FILTER_LABELS: Record<StockStatusFilter, string> = {
  short: "Low or out of stock",
  out: "Out of Stock",
  low: "Low Stock",
  adequate: "In Stock",
};

export async function loader(args: LoaderFunctionArgs) {
  const workspaceId = await currentWorkspaceId(args);
  await Promise.all([
    queryClient.ensureQueryData(locationsQuery(workspaceId)),
    queryClient.ensureQueryData(categoriesQuery(workspaceId)),
  ]);
  return null;
}

/**
 * `/app/inventory/items`, the full inventory: every item carried at the chosen location (or all
 * of them), searchable, filtered by category and status, sorted, a hundred to a page.
 */
export function ItemsPage() {
  const { workspace, locationId, whereLabel } = useScope();
  const navigate = useNavigate();
  const [params, update] = useFilterParams();
  const [search, setSearch] = useState(params.get("search") ?? "");
  const term = useDebounced(search.trim());
  const categoryId = params.get("category") ?? "";
  // Kept in the address, so the dashboard's Low Stock card can link here (?status=short).
  const status = stockStatusFilterSchema.safeParse(params.get("status")).data;
  const canSeeCosts = useCan("costs.view");
  const listed = stockListParams(params);
  const { direction, offset } = listed;
  // A link shared by a manager, sorted by value, opens sorted by name for someone without costs.
  const sort = listed.sort === "value" && !canSeeCosts ? "name" : listed.sort;

  const { data: categories = [] } = useQuery(categoriesQuery(workspace.id));
  const query: StockListQuery = {
    locationId: locationId ?? undefined,
    search: term || undefined,
    categoryId: categoryId || undefined,
    status,
    sort,
    direction,
    limit: PAGE,
    offset,
  };
  const { data: list, isFetching } = useQuery(stockListQuery(workspace.id, query));
  const recorder = useRecordSheet();
  const editor = useItemEditor((item) => void navigate(`/app/inventory/items/${item.id}`));

  return (
    <>
      <Link
        to="/app/inventory"
        className="mb-3 inline-flex min-h-10 items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Inventory
      </Link>
      <PageHeader
        title="Full Inventory"
        description={`Every item carried at ${whereLabel}.`}
        actions={
          <>
            <ExportMenu workspaceId={workspace.id} locationId={locationId} />
            {editor.canEdit ? (
              <Link to="/app/inventory/import" className={buttonClasses("secondary")}>
                <Upload aria-hidden="true" className="h-4 w-4" /> Import
              </Link>
            ) : null}
            {editor.canEdit ? (
              <Button onClick={editor.add}>
                <Plus aria-hidden="true" className="h-4 w-4" /> Add Item
              </Button>
            ) : null}
          </>
        }
      />
      <Card>
        <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_12rem_14rem] sm:items-end">
          <SearchField
            label="Search"
            placeholder="Item name"
            value={search}
            onChange={(value) => {
              setSearch(value);
              update({ search: value.trim() || null, offset: null });
            }}
          />
          <SelectField
            label="Category"
            value={categoryId}
            onChange={(event) => update({ category: event.target.value, offset: null })}
          >
            <option value="">All categories</option>
            <NamedOptions items={categories} />
          </SelectField>
          <SelectField
            label="Status"
            value={status ?? ""}
            onChange={(event) => update({ status: event.target.value, offset: null })}
          >
            <option value="">Any status</option>
            {STOCK_STATUS_FILTERS.map((choice) => (
              <option key={choice} value={choice}>
                {STATUS_FILTER_LABELS[choice]}
              </option>
            ))}
          </SelectField>
        </div>
        <Notice tone="success" className="mb-3">
          {recorder.message}
        </Notice>
        {list ? (
          <p className="mb-3 text-sm text-brand-950/70" aria-live="polite">
            {list.total === 1 ? "1 item" : `${list.total} items`}
            {status ? ` · ${STATUS_FILTER_LABELS[status]}` : ""}
          </p>
        ) : null}
        <StockList
          list={list}
          loading={isFetching}
          sort={sort}
          direction={direction}
          offset={offset}
          limit={PAGE}
          onFilters={update}
          usagePeriod="weekly"
          onRecord={recorder.canRecord ? recorder.record : undefined}
          caption={`Items at ${whereLabel}`}
          extras={{ full: true, value: canSeeCosts }}
          empty={
            term || categoryId || status
              ? "No items match these filters."
              : "No items yet. Add your first item to start tracking its stock."
          }
        />
      </Card>
      {recorder.sheet}
      {editor.sheet}
    </>
  );
}

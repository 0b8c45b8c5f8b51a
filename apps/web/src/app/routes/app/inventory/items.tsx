import type { StockListQuery, StockStatusValue } from "@larder/contracts";
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
import { useDebounced } from "@/lib/use-debounced";
import { currentWorkspaceId } from "@/app/spa/loaders";
import { useItemEditor, useRecordSheet } from "./stock-sheets";
import { useFilterParams } from "@/lib/use-filter-params";

const PAGE = 100;

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
  const status = (params.get("status") as StockStatusValue | null) ?? undefined;
  const { sort, direction, offset } = stockListParams(params);

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
        <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_12rem_12rem] sm:items-end">
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
            <option value="out">Out of Stock</option>
            <option value="low">Low Stock</option>
            <option value="adequate">In Stock</option>
          </SelectField>
        </div>
        <Notice tone="success" className="mb-3">
          {recorder.message}
        </Notice>
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

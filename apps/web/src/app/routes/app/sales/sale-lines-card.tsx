import type { Location } from "@larder/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Card } from "@/components/ui/card";
import { NamedOptions, SelectField, TextField } from "@/components/ui/field";
import { Pager } from "@/components/ui/pager";
import { SearchField } from "@/components/ui/search-field";
import { salesQuery, type SalesFilter } from "@/features/sales/api/sales";
import { NoSalesYet } from "@/features/sales/components/pos-help";
import { SaleLines } from "@/features/sales/components/sale-lines";
import { formatNumber, formatUsd } from "@/lib/format";
import { useDebounced } from "@/lib/use-debounced";

const PAGE = 25;

/** The sale lines' filters as the address keeps them; no location there means the top bar's. */
export function salesFilterOf(
  params: URLSearchParams,
  scopeLocationId: string | null,
): SalesFilter {
  const location = params.get("location");
  const day = (key: string) => {
    const value = params.get(key);
    return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
  };
  return {
    locationId: location === "all" ? undefined : (location ?? scopeLocationId ?? undefined),
    from: day("from"),
    to: day("to"),
    search: params.get("search")?.trim() || undefined,
    limit: PAGE,
    offset: Number(params.get("offset") ?? 0) || 0,
  };
}

/**
 * Every sale line kept, newest first: by location, days and name (all kept in the address),
 * with the totals of what the filters keep, a page at a time.
 */
export function SaleLinesCard({
  workspaceId,
  locations,
  params,
  update,
  scopeLocationId,
  showMoney,
}: {
  workspaceId: string;
  locations: Location[];
  params: URLSearchParams;
  update: (changes: Record<string, string | null>) => void;
  scopeLocationId: string | null;
  showMoney: boolean;
}) {
  const [search, setSearch] = useState(params.get("search") ?? "");
  const term = useDebounced(search.trim());
  const filter = { ...salesFilterOf(params, scopeLocationId), search: term || undefined };
  const { data, isFetching, error } = useQuery(salesQuery(workspaceId, filter));
  if (error) throw error;
  const filtered = Boolean(filter.from || filter.to || filter.search);
  const zones = new Map(locations.map((location) => [location.name, location.timeZone]));

  return (
    <Card title="Sale lines" headingLevel={2}>
      <div className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_14rem_10rem_10rem] lg:items-end">
        <SearchField
          label="Search"
          placeholder="POS name or menu item"
          value={search}
          onChange={(value) => {
            setSearch(value);
            update({ search: value.trim() || null });
          }}
        />
        <SelectField
          label="Location"
          value={filter.locationId ?? "all"}
          onChange={(event) => update({ location: event.target.value })}
        >
          <option value="all">All locations</option>
          <NamedOptions items={locations} />
        </SelectField>
        <TextField
          type="date"
          label="From"
          value={filter.from ?? ""}
          max={filter.to}
          onChange={(event) => update({ from: event.target.value })}
        />
        <TextField
          type="date"
          label="To"
          value={filter.to ?? ""}
          min={filter.from}
          onChange={(event) => update({ to: event.target.value })}
        />
      </div>
      {data && data.total > 0 ? (
        <p className="mb-3 text-sm text-brand-950" aria-live="polite">
          <strong>{data.total.toLocaleString("en-US")}</strong> line{data.total === 1 ? "" : "s"}
          {" · "}
          <strong>{formatNumber(data.quantity)}</strong> sold
          {showMoney ? (
            <>
              {" · "}
              <strong>{formatUsd(data.netSales)}</strong> net sales
            </>
          ) : null}
        </p>
      ) : null}
      <div className={isFetching ? "refreshing" : ""} aria-busy={isFetching || undefined}>
        {data && data.total === 0 ? (
          filtered ? (
            <p className="py-6 text-center text-sm text-brand-950/70">
              No sale lines match these filters.
            </p>
          ) : (
            <NoSalesYet workspaceId={workspaceId} />
          )
        ) : (
          <SaleLines sales={data?.sales ?? []} showMoney={showMoney} zones={zones} />
        )}
      </div>
      {data ? (
        <Pager
          offset={filter.offset}
          limit={PAGE}
          total={data.total}
          onChange={(offset) => update({ offset: offset ? String(offset) : null })}
        />
      ) : null}
    </Card>
  );
}

// The sheets a stock list opens, for the screens that list stock: record stock, edit an item.
import type { Item, StockRow } from "@larder/contracts";
import { can, type Role } from "@larder/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { categoriesQuery, itemQuery } from "@/features/items/api/items";
import { suppliersQuery } from "@/features/suppliers/api/suppliers";
import type { StockAction } from "@/features/stock/api/stock";
import type { RecordTarget } from "@/features/stock/components/record-stock-sheet";
import { useScope } from "@/lib/scope";

// The sheets (their forms, checks and dialog) load the first time one opens, not with the page.
const RecordStockSheet = lazy(() =>
  import("@/features/stock/components/record-stock-sheet").then((m) => ({
    default: m.RecordStockSheet,
  })),
);
const ItemEditorSheet = lazy(() => import("./item-editor-sheet"));

/** The stock actions the member's role allows, in the order the sheet offers them. */
export function stockActionsFor(role: Role, locationCount: number): StockAction[] {
  const actions: StockAction[] = [];
  if (can(role, "stock.record_usage")) actions.push("usage", "waste");
  if (can(role, "orders.receive")) actions.push("receipts");
  if (can(role, "stock.transfer") && locationCount > 1) actions.push("transfers");
  if (can(role, "stock.adjust")) actions.push("adjustments");
  return actions;
}

/**
 * The record-stock sheet for rows of a stock list: `open(row)` shows it for that item; what
 * was recorded is announced in `message`.
 */
export function useRecordSheet() {
  const { workspace, locations, locationId, role } = useScope();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<RecordTarget | null>(null);
  const [where, setWhere] = useState<string | null>(locationId);
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const actions = stockActionsFor(role, locations.length);
  const { data: suppliers = [] } = useQuery({
    ...suppliersQuery(workspace.id),
    enabled: open && can(role, "suppliers.view") && actions.includes("receipts"),
  });
  const sheet: ReactNode =
    actions.length > 0 && target ? (
      <Suspense fallback={null}>
        <RecordStockSheet
          workspaceId={workspace.id}
          target={target}
          locations={locations.map(({ id, name }) => ({ id, name }))}
          defaultLocationId={where}
          actions={actions}
          showCosts={can(role, "costs.view")}
          suppliers={suppliers}
          open={open}
          onOpenChange={setOpen}
          onRecorded={setMessage}
        />
      </Suspense>
    ) : null;
  return {
    sheet,
    message,
    canRecord: actions.length > 0,
    record: async (row: Pick<StockRow, "itemId" | "name" | "unit" | "units">) => {
      setMessage(null);
      // With all locations on screen, start at a location that carries the item.
      let start = locationId;
      if (!start && locations.length > 1) {
        const item = await queryClient
          .fetchQuery(itemQuery(workspace.id, row.itemId))
          .catch(() => null);
        start = item?.stock[0]?.locationId ?? null;
      }
      setWhere(start);
      setTarget({ itemId: row.itemId, name: row.name, unit: row.unit, units: row.units });
      setOpen(true);
    },
  };
}

/**
 * The item editor in a sheet: `add()` for a new item, `edit(itemId)` for an existing one
 * (loaded when opened).
 */
export function useItemEditor(onSaved?: (item: Item) => void) {
  const { workspace, locations, locationId, role } = useScope();
  const [state, setState] = useState<{ open: boolean; itemId: string | null }>({
    open: false,
    itemId: null,
  });
  const { data: categories = [] } = useQuery(categoriesQuery(workspace.id));
  const { data: item, isPending } = useQuery({
    ...itemQuery(workspace.id, state.itemId ?? ""),
    enabled: state.itemId !== null && state.open,
  });
  const [used, setUsed] = useState(false);
  const sheet: ReactNode =
    can(role, "items.edit") && used ? (
      <Suspense fallback={null}>
        <ItemEditorSheet
          open={state.open}
          onOpenChange={(open) => setState((current) => ({ ...current, open }))}
          workspaceId={workspace.id}
          item={state.itemId !== null && !isPending ? item : undefined}
          editing={state.itemId !== null}
          categories={categories}
          locations={locations}
          defaultLocationId={locationId}
          showCosts={can(role, "costs.view")}
          onSaved={(saved) => {
            setState({ open: false, itemId: null });
            onSaved?.(saved);
          }}
        />
      </Suspense>
    ) : null;
  return {
    sheet,
    canEdit: can(role, "items.edit"),
    add: () => {
      setUsed(true);
      setState({ open: true, itemId: null });
    },
    edit: (itemId: string) => {
      setUsed(true);
      setState({ open: true, itemId });
    },
  };
}

import { Sheet } from "@/components/ui/sheet";
import type { StockAction } from "@/features/stock/api/stock";
import { RecordForm } from "./record-stock-form";

export interface RecordTarget {
  itemId: string;
  name: string;
  unit: string;
  units: string[];
}

export interface LocationOption {
  id: string;
  name: string;
}

/**
 * The actions a kitchen records many times a day, for one item, in a few taps: use, waste,
 * receive (without an order), transfer to another location, adjust with a reason.
 */
export function RecordStockSheet({
  workspaceId,
  target,
  locations,
  defaultLocationId,
  actions,
  initialAction,
  showCosts,
  suppliers = [],
  open,
  onOpenChange,
  onRecorded,
}: {
  workspaceId: string;
  target: RecordTarget | null;
  locations: LocationOption[];
  defaultLocationId: string | null;
  /** The actions the member's role allows, in the order offered. */
  actions: StockAction[];
  initialAction?: StockAction;
  showCosts: boolean;
  /** Who a delivery may come from, for roles that see suppliers. */
  suppliers?: { id: string; name: string }[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRecorded: (message: string) => void;
}) {
  return (
    <Sheet
      open={open && target !== null}
      onOpenChange={onOpenChange}
      title={target ? target.name : "Record stock"}
      description="Record what happened to it. Stock changes at once, for everyone."
    >
      {target ? (
        <RecordForm
          key={`${target.itemId}:${initialAction ?? ""}`}
          workspaceId={workspaceId}
          target={target}
          locations={locations}
          defaultLocationId={defaultLocationId}
          actions={actions}
          initialAction={initialAction ?? actions[0] ?? "usage"}
          showCosts={showCosts}
          suppliers={suppliers}
          onDone={(message) => {
            onOpenChange(false);
            onRecorded(message);
          }}
        />
      ) : null}
    </Sheet>
  );
}

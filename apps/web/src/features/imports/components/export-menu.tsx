import { Download } from "lucide-react";
import { DisclosureMenu, MenuHeading, menuItemClasses } from "@/components/ui/disclosure-menu";
import { exportUrl, type ExportTableName } from "@/features/imports/api/imports";

const STOCK_TABLES: { table: ExportTableName; label: string }[] = [
  { table: "items", label: "Items and par levels" },
  { table: "stock", label: "Stock on hand" },
  { table: "movements", label: "Stock movements" },
];

/**
 * Downloads of the workspace's tables as CSV or Excel: items, stock and the ledger unless
 * `tables` names others (suppliers and what they sell, orders, counts).
 */
export function ExportMenu({
  workspaceId,
  locationId,
  tables = STOCK_TABLES,
}: {
  workspaceId: string;
  locationId: string | null;
  tables?: { table: ExportTableName; label: string }[];
}) {
  return (
    <DisclosureMenu
      label="Export"
      align="start"
      panelWidth="w-72"
      buttonClassName="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-brand-900/20 bg-white px-4 text-sm font-semibold text-brand-900 hover:bg-brand-50 aria-expanded:bg-brand-50 sm:min-h-10"
      button={
        <>
          <Download aria-hidden="true" className="h-4 w-4" /> Export
        </>
      }
    >
      {(close) => (
        <>
          {tables.map(({ table, label }) => (
            <div key={table}>
              <MenuHeading>{label}</MenuHeading>
              <div className="grid grid-cols-2 gap-1">
                {(["csv", "xlsx"] as const).map((format) => (
                  <a
                    key={format}
                    href={exportUrl(workspaceId, table, format, locationId)}
                    download
                    onClick={close}
                    className={menuItemClasses}
                  >
                    {format === "csv" ? "CSV" : "Excel (.xlsx)"}
                    <span className="sr-only"> of {label.toLowerCase()}</span>
                  </a>
                ))}
              </div>
            </div>
          ))}
        </>
      )}
    </DisclosureMenu>
  );
}

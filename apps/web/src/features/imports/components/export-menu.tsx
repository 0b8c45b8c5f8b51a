import { Download } from "lucide-react";
import { DisclosureMenu, MenuHeading, menuItemClasses } from "@/components/ui/disclosure-menu";
import { exportUrl } from "@/features/imports/api/imports";

const TABLES = [
  { table: "items", label: "Items and par levels" },
  { table: "stock", label: "Stock on hand" },
  { table: "movements", label: "Stock movements" },
] as const;

/** Downloads of the workspace's items, stock and ledger, as CSV or Excel. */
export function ExportMenu({
  workspaceId,
  locationId,
}: {
  workspaceId: string;
  locationId: string | null;
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
          {TABLES.map(({ table, label }) => (
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

import { IMPORT_COLUMNS } from "@larder/contracts";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { Link, useSearchParams, type LoaderFunctionArgs } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import {
  exportUrl,
  importQuery,
  itemsTemplateUrl,
  useUploadImport,
} from "@/features/imports/api/imports";
import { ImportFile } from "@/features/imports/components/import-file";
import { ImportReview } from "@/features/imports/components/import-review";
import { locationsQuery, useScope } from "@/lib/scope";
import { queryClient } from "@/lib/query-client";
import { currentWorkspaceId } from "@/app/spa/loaders";

export async function loader(args: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(locationsQuery(await currentWorkspaceId(args)));
  return null;
}

const COLUMN_HELP: Record<(typeof IMPORT_COLUMNS)[number], string> = {
  name: "The item's name (required).",
  category: "Protein, Herbs… A new name adds a category.",
  unit: "kg, g, lb, oz, L, ml, pcs… (required for new items).",
  location: "Which location, when you have more than one.",
  on_hand: "What is on the shelf now, in that unit.",
  unit_cost: "What one unit cost, before tax.",
  minimum: "Below this it is low.",
  maximum: "Order up to this.",
  storage_area: "Walk-in cooler, Dry storage…",
  barcode: "Its barcode, if it has one.",
  allergens: "Milk, Eggs, Gluten…, separated by commas.",
};

/** `/app/inventory/import`: items and opening stock from a CSV or Excel file. */
export function ImportPage() {
  const { workspace, locationId } = useScope();
  const [params, setParams] = useSearchParams();
  const importId = params.get("import");
  const upload = useUploadImport(workspace.id);
  const { data: job } = useQuery({
    ...importQuery(workspace.id, importId ?? ""),
    enabled: importId !== null,
  });

  return (
    <>
      <Link
        to="/app/inventory/items"
        className="mb-3 inline-flex min-h-10 items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Full inventory
      </Link>
      <PageHeader
        title="Import items"
        description="Items, par levels and the stock on the shelf, from a CSV or Excel file."
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
        <Card title={job ? "Your file" : "Choose a file"} headingLevel={2} className="min-w-0">
          <ImportFile
            importId={importId}
            job={job}
            upload={upload}
            onUploaded={(id) => setParams({ import: id })}
            onStartOver={() => setParams({})}
            review={(ready, startOver) => (
              <ImportReview workspaceId={workspace.id} job={ready} onCancelled={startOver} />
            )}
            done={(imported, startOver) => (
              <div className="space-y-4">
                <Notice tone="success">
                  Imported {imported.fileName}: {imported.result?.created ?? 0} new item
                  {imported.result?.created === 1 ? "" : "s"}, {imported.result?.updated ?? 0}{" "}
                  updated, {imported.result?.movements ?? 0} stock change
                  {imported.result?.movements === 1 ? "" : "s"}.
                </Notice>
                <div className="flex flex-wrap gap-2">
                  <Link to="/app/inventory/items" className={buttonClasses("primary")}>
                    See the inventory
                  </Link>
                  <Button variant="secondary" onClick={startOver}>
                    Import another file
                  </Button>
                </div>
              </div>
            )}
          />
        </Card>
        <Card title="The columns" headingLevel={2}>
          <p className="mb-3 text-sm text-brand-950/70">
            One row per item and location, with a header row. Larder recognises these columns, in
            any order:
          </p>
          <dl className="space-y-2 text-sm">
            {IMPORT_COLUMNS.map((column) => (
              <div key={column}>
                <dt className="font-mono font-semibold text-brand-950">{column}</dt>
                <dd className="text-brand-950/75">{COLUMN_HELP[column]}</dd>
              </div>
            ))}
          </dl>
          <a
            href={exportUrl(workspace.id, "items", "csv", locationId)}
            download
            className={`${buttonClasses("secondary")} mt-4 w-full`}
          >
            Download your items as a starting point
          </a>
          <a
            href={itemsTemplateUrl(workspace.id)}
            download
            className={`${buttonClasses("secondary")} mt-2 w-full`}
          >
            Download an empty template (CSV)
          </a>
          <p className="mt-4 text-sm text-brand-950/70">
            Only par levels?{" "}
            <Link to="/app/imports/par-levels" className="font-semibold text-brand-800 underline">
              Import par levels
            </Link>
            . Suppliers, their prices and opening invoices are imported from the Suppliers and
            Payables screens.
          </p>
        </Card>
      </div>
    </>
  );
}

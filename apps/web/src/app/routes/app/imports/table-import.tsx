import {
  TABLE_IMPORT_COLUMNS,
  TABLE_IMPORT_KINDS,
  TABLE_IMPORT_PATHS,
  type TableImportKind,
} from "@larder/contracts";
import type { Permission } from "@larder/domain";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Download } from "lucide-react";
import { Link, useParams, useSearchParams } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import {
  tableImportQuery,
  templateUrl,
  useUploadTableImport,
} from "@/features/imports/api/table-imports";
import { ImportFile } from "@/features/imports/components/import-file";
import { TableImportReview } from "@/features/imports/components/table-import-review";
import { useCan, useCurrentWorkspace } from "@/lib/session";

interface KindPage {
  title: string;
  description: string;
  permission: Permission;
  back: { to: string; label: string };
  /** How one row is recognised, so that a file can be imported again without doubling. */
  recognised: string;
  result: (created: number, updated: number, unchanged: number) => string;
}

const PAGES: Record<TableImportKind, KindPage> = {
  suppliers: {
    title: "Import suppliers",
    description:
      "Suppliers with their contacts, delivery days and terms, from a CSV or Excel file.",
    permission: "suppliers.manage",
    back: { to: "/app/suppliers", label: "Suppliers" },
    recognised:
      "A supplier is recognised by its name, in any case: one Larder has is updated with the file's filled-in cells, never doubled.",
    result: (c, u, n) => `${c} new supplier${c === 1 ? "" : "s"}, ${u} updated, ${n} unchanged.`,
  },
  supplier_items: {
    title: "Import supplier prices",
    description:
      "What each supplier sells, in which pack, at what price, from a CSV or Excel file.",
    permission: "suppliers.manage",
    back: { to: "/app/suppliers", label: "Suppliers" },
    recognised:
      "A row is recognised by supplier and the supplier's code (or, without a code, by supplier, item and unit). A new price goes into the price history and recipe costs, like a change made by hand.",
    result: (c, u, n) =>
      `${c} new supplier item${c === 1 ? "" : "s"}, ${u} repriced, ${n} unchanged.`,
  },
  par_levels: {
    title: "Import par levels",
    description: "Reorder points and pars per item and location, from a CSV or Excel file.",
    permission: "items.edit",
    back: { to: "/app/inventory/items", label: "Full inventory" },
    recognised:
      "A row is recognised by item and location: its minimum and maximum are set to the file's (an empty one is cleared).",
    result: (c, u, n) => `${c} new par level${c === 1 ? "" : "s"}, ${u} changed, ${n} unchanged.`,
  },
  opening_invoices: {
    title: "Import opening invoices",
    description: "Invoices still unpaid when you start with Larder, from a CSV or Excel file.",
    permission: "invoices.edit",
    back: { to: "/app/payables", label: "Payables" },
    recognised:
      "An invoice is recognised by supplier and number: one Larder has is left alone. Rows with the same supplier and number (or with both left empty) are lines of one invoice.",
    result: (c, _u, n) =>
      `${c} invoice${c === 1 ? "" : "s"} entered, ${n} already in Larder and left alone.`,
  },
};

const kindOf = (path: string | undefined) =>
  TABLE_IMPORT_KINDS.find((kind) => TABLE_IMPORT_PATHS[kind] === path) ?? null;

/** `/app/imports/:kind`: suppliers, supplier prices, par levels or opening invoices from a file. */
export function TableImportPage() {
  const kind = kindOf(useParams().kind);
  if (!kind)
    return (
      <Notice tone="error">
        There is no such import. Larder imports items, suppliers, supplier prices, par levels and
        opening invoices.
      </Notice>
    );
  return <KindImport key={kind} kind={kind} />;
}

function KindImport({ kind }: { kind: TableImportKind }) {
  const page = PAGES[kind];
  const workspace = useCurrentWorkspace();
  const allowed = useCan(page.permission);
  const [params, setParams] = useSearchParams();
  const importId = params.get("import");
  const upload = useUploadTableImport(workspace.id, kind);
  const { data: job } = useQuery({
    ...tableImportQuery(workspace.id, kind, importId ?? ""),
    enabled: importId !== null && allowed,
  });

  return (
    <>
      <Link
        to={page.back.to}
        className="mb-3 inline-flex min-h-10 items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {page.back.label}
      </Link>
      <PageHeader title={page.title} description={page.description} />
      {!allowed ? (
        <Notice tone="error">
          Your role in {workspace.name} cannot make these changes, so it cannot import them either.
        </Notice>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
          <Card title={job ? "Your file" : "Choose a file"} headingLevel={2} className="min-w-0">
            <ImportFile
              importId={importId}
              job={job}
              upload={upload}
              onUploaded={(id) => setParams({ import: id })}
              onStartOver={() => setParams({})}
              review={(ready, startOver) => (
                <TableImportReview
                  workspaceId={workspace.id}
                  kind={kind}
                  job={ready}
                  onCancelled={startOver}
                />
              )}
              done={(imported, startOver) => (
                <div className="space-y-4">
                  <Notice tone="success">
                    Imported {imported.fileName}:{" "}
                    {page.result(
                      imported.result?.created ?? 0,
                      imported.result?.updated ?? 0,
                      imported.result?.unchanged ?? 0,
                    )}
                  </Notice>
                  <div className="flex flex-wrap gap-2">
                    <Link to={page.back.to} className={buttonClasses("primary")}>
                      See {page.back.label.toLowerCase()}
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
              One row each, with a header row. Columns in any order; the usual other names
              (“Vendor”, “SKU”, “Min”) are understood.
            </p>
            <dl className="space-y-2 text-sm">
              {TABLE_IMPORT_COLUMNS[kind].map((column) => (
                <div key={column.name}>
                  <dt className="font-mono font-semibold text-brand-950">{column.name}</dt>
                  <dd className="text-brand-950/75">{column.help}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-sm text-brand-950/70">{page.recognised}</p>
            <a
              href={templateUrl(workspace.id, kind)}
              download
              className={`${buttonClasses("secondary")} mt-4 w-full`}
            >
              <Download aria-hidden="true" className="h-4 w-4" /> Download the template (CSV)
            </a>
          </Card>
        </div>
      )}
    </>
  );
}

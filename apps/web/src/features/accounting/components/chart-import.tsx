import type { Bookkeeping } from "@larder/contracts";
import { FileUp } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { formatDateTime } from "@/lib/format";
import { errorMessage } from "@/lib/forms";
import { useImportChart } from "@/features/accounting/api/accounting";

/** The server reads a chart of up to 1 MB: far more than any chart of accounts. */
const MAX_BYTES = 1_000_000;

/** The chart as imported, and (for owners) a file to import it again from. */
export function ChartImport({
  workspaceId,
  chart,
  canEdit,
}: {
  workspaceId: string;
  chart: Bookkeeping;
  canEdit: boolean;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const upload = useImportChart(workspaceId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    if (!file) return setProblem("Choose the CSV file of your chart of accounts.");
    if (file.size > MAX_BYTES)
      return setProblem(
        "This file is over 1 MB: a chart of accounts is far smaller. Check it is the right file.",
      );
    setProblem(null);
    upload.mutate(await file.text(), {
      onSuccess: (result) => {
        setDone(`Imported ${result.accounts.length} accounts from ${file.name}.`);
        setFile(null);
      },
    });
  };

  return (
    <Card
      title="Chart of accounts"
      headingLevel={2}
      description={
        chart.importedAt
          ? `${chart.accounts.length} accounts, imported ${formatDateTime(chart.importedAt)}.`
          : "None imported: the exports use QuickBooks Online's and Xero's default accounts."
      }
    >
      {canEdit ? (
        <form noValidate onSubmit={submit} className="space-y-3">
          <label className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-brand-900/20 px-4 py-6 text-center hover:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500">
            <FileUp aria-hidden="true" className="h-7 w-7 text-brand-600" />
            <span className="font-semibold text-brand-900 [overflow-wrap:anywhere]">
              {file ? file.name : "Choose your chart of accounts (.csv)"}
            </span>
            <span className="text-sm text-brand-950/70">
              From QuickBooks Online, the Account List report exported as CSV; from Xero, the chart
              of accounts exported. Accounts no longer in the file are removed.
            </span>
            <input
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </label>
          <Notice tone="error">
            {problem ?? (upload.error ? errorMessage(upload.error) : null)}
          </Notice>
          <Notice tone="success">{done}</Notice>
          <Button type="submit" disabled={!file} busy={upload.isPending}>
            Import chart
          </Button>
        </form>
      ) : (
        <Notice tone="info">Only an owner can import the chart of accounts.</Notice>
      )}
    </Card>
  );
}

import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, useNavigate, useParams, type LoaderFunctionArgs } from "react-router";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";
import { Button } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ExpenseForm } from "@/features/expenses/components/expense-form";
import { scanQuery, useApproveExpenseScan, useDiscardScan } from "@/features/scans/api/scans";
import { DocumentPages } from "@/features/scans/components/document-pages";
import { scanState } from "@/features/scans/components/scan-state";
import { queryClient } from "@/lib/query-client";
import { useScope } from "@/lib/scope";
import { useCan } from "@/lib/session";

export async function loader(args: LoaderFunctionArgs) {
  if (!(await memberCan(args, "expenses.view"))) return null;
  const workspaceId = await currentWorkspaceId(args);
  await queryClient.ensureQueryData(scanQuery(workspaceId, "expenses", args.params.scanId!, null));
  return null;
}

/** `/app/expenses/scans/:scanId`: a receipt Larder read, beside its pages, to approve as an expense. */
export function ScannedReceiptPage() {
  const { workspace, locations } = useScope();
  const { scanId } = useParams();
  const navigate = useNavigate();
  const canEdit = useCan("expenses.edit");
  const { data: scan } = useSuspenseQuery(scanQuery(workspace.id, "expenses", scanId!, null));
  const approve = useApproveExpenseScan(workspace.id, scan.id);
  const discard = useDiscardScan(workspace.id, "expenses");
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/app/expenses" className="font-semibold text-brand-800 hover:underline">
          ← Expenses
        </Link>
      </p>
      <PageHeader
        title={
          scan.reading?.supplier.value
            ? `Review: ${scan.reading.supplier.value}`
            : "Review a receipt"
        }
        description="Check the highlighted fields against the receipt, choose what it was for, and approve it."
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
        <Card title="The receipt" headingLevel={2} className="min-w-0 lg:sticky lg:top-4">
          <DocumentPages workspaceId={workspace.id} area="expenses" scan={scan} />
        </Card>
        <Card title="What Larder read" headingLevel={2} className="min-w-0">
          {scanState(
            scan,
            {
              document: "receipt",
              reviewer: "records expenses",
              approved: "Approved: it is among the expenses.",
            },
            canEdit,
          ) ?? (
            <ExpenseForm
              key={scan.id}
              locations={locations}
              read={scan.reading}
              busy={approve.isPending}
              error={approve.error}
              submitLabel="Approve the expense"
              onSubmit={(submission) => {
                if (submission.repeats) return;
                approve.mutate(submission.input, { onSuccess: () => navigate("/app/expenses") });
              }}
              extra={
                <ConfirmDialog
                  trigger={<Button variant="danger">Discard this receipt</Button>}
                  title="Discard this receipt?"
                  description="It is not recorded, and its file is not kept."
                  confirmLabel="Discard"
                  onConfirm={() =>
                    discard.mutateAsync(scan.id).then(() => navigate("/app/expenses"))
                  }
                />
              }
            />
          )}
        </Card>
      </div>
    </>
  );
}

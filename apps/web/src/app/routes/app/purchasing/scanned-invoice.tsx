import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate, useParams, type LoaderFunctionArgs } from "react-router";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";
import { Button } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { itemSearchQuery, useCreateItem } from "@/features/items/api/items";
import { suppliersQuery, useCreateSupplier } from "@/features/suppliers/api/suppliers";
import { Segmented } from "@/components/ui/segmented";
import { ScannedCreditMemoForm } from "@/features/scans/components/scanned-credit-memo-form";
import { ScannedInvoiceForm } from "@/features/scans/components/scanned-invoice-form";
import {
  scanQuery,
  useApproveCreditMemoScan,
  useApproveInvoiceScan,
  useDiscardScan,
} from "@/features/scans/api/scans";
import { DocumentPages } from "@/features/scans/components/document-pages";
import { creditsQuery } from "@/features/purchasing/api/credits";
import { CreditsTaken } from "@/features/purchasing/components/credits-taken";
import { scanState } from "@/features/scans/components/scan-state";
import { queryClient } from "@/lib/query-client";
import { useScope } from "@/lib/scope";
import { useCan } from "@/lib/session";

export async function loader(args: LoaderFunctionArgs) {
  if (!(await memberCan(args, "invoices.view"))) return null;
  const workspaceId = await currentWorkspaceId(args);
  await Promise.all([
    queryClient.ensureQueryData(scanQuery(workspaceId, "invoices", args.params.scanId!, null)),
    queryClient.ensureQueryData(suppliersQuery(workspaceId)),
  ]);
  return null;
}

/**
 * `/app/invoices/scans/:scanId`: an invoice Larder read, beside its pages. The person checks
 * the highlighted fields, the supplier, the order and the items, and approves it into payables.
 */
export function ScannedInvoicePage() {
  const { workspace, locations, locationId } = useScope();
  const { scanId } = useParams();
  const navigate = useNavigate();
  const canEdit = useCan("invoices.edit");
  const [supplierId, setSupplierId] = useState<string | null>(null);
  const { data: first } = useSuspenseQuery(scanQuery(workspace.id, "invoices", scanId!, null));
  const { data: chosen } = useQuery({
    ...scanQuery(workspace.id, "invoices", scanId!, supplierId),
    enabled: supplierId !== null,
  });
  const scan = supplierId && chosen ? chosen : first;
  const { data: suppliers } = useSuspenseQuery(suppliersQuery(workspace.id));
  const { data: items } = useQuery(itemSearchQuery(workspace.id, { limit: 500 }));
  const approve = useApproveInvoiceScan(workspace.id, scan.id);
  const approveMemo = useApproveCreditMemoScan(workspace.id, scan.id);
  const discard = useDiscardScan(workspace.id, "invoices");
  const [kind, setKind] = useState<"invoice" | "memo" | null>(null);
  const asMemo = (kind ?? (scan.creditMemo ? "memo" : "invoice")) === "memo";
  const discardControl = (
    <ConfirmDialog
      trigger={<Button variant="danger">Discard</Button>}
      title="Discard this document?"
      description="It is not entered, and its file is not kept. Upload it again if you need it."
      confirmLabel="Discard"
      onConfirm={() => discard.mutateAsync(scan.id).then(() => navigate("/app/invoices"))}
    />
  );
  const addSupplier = useCreateSupplier(workspace.id);
  const addItem = useCreateItem(workspace.id);

  const title = [scan.reading?.supplier.value, scan.reading?.invoiceNumber.value]
    .filter(Boolean)
    .join(" · ");
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/app/invoices" className="font-semibold text-brand-800 hover:underline">
          ← Invoices
        </Link>
      </p>
      <PageHeader
        title={title ? `Review: ${title}` : "Review an invoice"}
        description={
          scan.source === "ocr"
            ? "Read from a picture of the invoice: check the highlighted fields against the page."
            : "Read from the invoice's own text. Check the highlighted fields, then approve it."
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
        <Card title="The document" headingLevel={2} className="min-w-0 lg:sticky lg:top-4">
          <DocumentPages workspaceId={workspace.id} area="invoices" scan={scan} />
        </Card>
        <Card title="What Larder read" headingLevel={2} className="min-w-0">
          {scanState(
            scan,
            {
              document: "invoice",
              reviewer: "enters invoices",
              approved: scan.creditId ? (
                <>
                  Recorded as a credit memo:{" "}
                  <Link to={`/app/credits/${scan.creditId}`} className="underline">
                    see the credit
                  </Link>
                  .
                </>
              ) : (
                <>
                  Approved:{" "}
                  <Link to={`/app/invoices/${scan.invoiceId}`} className="underline">
                    see the invoice
                  </Link>
                  .
                </>
              ),
            },
            canEdit,
          ) ?? (
            <div className="space-y-5">
              <div className="flex flex-wrap items-center gap-3">
                <span className="text-sm font-semibold text-brand-950/80">It is</span>
                <Segmented
                  legend="What the document is"
                  name="document-kind"
                  options={[
                    { value: "invoice", label: "An invoice" },
                    { value: "memo", label: "A credit memo" },
                  ]}
                  value={asMemo ? "memo" : "invoice"}
                  onChange={setKind}
                />
                {scan.creditMemo ? (
                  <span className="text-sm text-brand-950/70">Its title says credit memo.</span>
                ) : null}
              </div>
              {asMemo ? (
                <ScannedCreditMemoForm
                  key={scan.id}
                  outstandingCredits={(supplierId) =>
                    creditsQuery(workspace.id, { supplierId, status: "outstanding", limit: 50 })
                  }
                  scan={scan}
                  suppliers={suppliers}
                  busy={approveMemo.isPending}
                  error={approveMemo.error}
                  onSubmit={(input) =>
                    approveMemo.mutate(input, {
                      onSuccess: (credit) => navigate(`/app/credits/${credit.id}`),
                    })
                  }
                  discard={discardControl}
                />
              ) : (
                <ScannedInvoiceForm
                  key={scan.id}
                  scan={scan}
                  suppliers={suppliers}
                  items={(items?.items ?? [])
                    .filter((item) => !item.archived)
                    .map(({ id, name, units }) => ({ id, name, units }))}
                  locations={locations}
                  scopeLocationId={locationId}
                  busy={approve.isPending}
                  error={approve.error}
                  onSupplier={setSupplierId}
                  onAddSupplier={async (name) => (await addSupplier.mutateAsync({ name })).id}
                  onCreateItem={async ({ name, baseUnit }) => {
                    const item = await addItem.mutateAsync({ name, baseUnit });
                    return { id: item.id, name: item.name, units: item.units };
                  }}
                  onSubmit={(input) =>
                    approve.mutate(input, {
                      onSuccess: (invoice) => navigate(`/app/invoices/${invoice.id}`),
                    })
                  }
                  discard={discardControl}
                  creditsTaken={(slot) => <CreditsTaken workspaceId={workspace.id} {...slot} />}
                />
              )}
            </div>
          )}
        </Card>
      </div>
    </>
  );
}

import { useQuery } from "@tanstack/react-query";
import { PenLine } from "lucide-react";
import { Link, type LoaderFunctionArgs } from "react-router";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";
import { buttonClasses } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { scansQuery } from "@/features/scans/api/scans";
import { DocumentDrop } from "@/features/scans/components/document-drop";
import { ScanList } from "@/features/scans/components/scan-list";
import { queryClient } from "@/lib/query-client";
import { useCan, useCurrentWorkspace } from "@/lib/session";

export async function loader(args: LoaderFunctionArgs) {
  if (!(await memberCan(args, "invoices.view"))) return null;
  const workspaceId = await currentWorkspaceId(args);
  await queryClient.ensureQueryData(scansQuery(workspaceId, "invoices", "open"));
  return null;
}

const review = (scanId: string) => `/app/invoices/scans/${scanId}`;

/**
 * `/app/invoices`: suppliers' invoices in. Drop PDFs, scans or photos (or take one with the
 * phone): each is read in the background and waits here for review; approved ones go to
 * payables. Typing one in by hand stays a click away.
 */
export function InvoicesPage() {
  const workspace = useCurrentWorkspace();
  const canEnter = useCan("invoices.edit");
  const { data: open = [] } = useQuery(scansQuery(workspace.id, "invoices", "open"));
  const { data: done = [] } = useQuery(scansQuery(workspace.id, "invoices", "done"));
  return (
    <>
      <PageHeader
        title="Invoices"
        description="Send Larder your suppliers' invoices: it reads them, matches them to your orders and deliveries, and you approve them into payables."
        actions={
          <>
            <Link to="/app/payables" className={buttonClasses("secondary")}>
              Accounts payable
            </Link>
            {canEnter ? (
              <Link to="/app/invoices/new" className={buttonClasses("secondary")}>
                <PenLine aria-hidden="true" className="h-4 w-4" /> Type one in
              </Link>
            ) : null}
          </>
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        {canEnter ? (
          <Card title="Upload invoices" headingLevel={2}>
            <DocumentDrop workspaceId={workspace.id} area="invoices" reviewPath={review} />
          </Card>
        ) : null}
        <Card
          title="To review"
          description="Being read, waiting for you, or not readable. Nothing here is in payables yet."
          headingLevel={2}
          className="min-w-0"
        >
          <ScanList
            scans={open}
            label="Invoices to review"
            empty="Nothing to review. Invoices you upload appear here as they are read."
            reviewPath={(scan) => review(scan.id)}
            donePath={() => null}
          />
        </Card>
      </div>
      <Card title="Approved and discarded" headingLevel={2} className="mt-6">
        <ScanList
          scans={done}
          label="Invoices approved and discarded"
          empty="No invoice has been approved from a file yet."
          reviewPath={(scan) => review(scan.id)}
          donePath={(scan) =>
            scan.invoiceId
              ? `/app/invoices/${scan.invoiceId}`
              : scan.creditId
                ? `/app/credits/${scan.creditId}`
                : null
          }
        />
      </Card>
    </>
  );
}

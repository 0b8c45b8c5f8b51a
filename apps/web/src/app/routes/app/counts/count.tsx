import { can } from "@larder/domain";
import { useSuspenseQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, useParams, type LoaderFunctionArgs } from "react-router";
import { Badge, Card, PageHeader } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { countQuery } from "@/features/counts/api/counts";
import { CountReview } from "@/features/counts/components/count-review";
import { CountSheet } from "@/features/counts/components/count-sheet";
import { formatDateTime } from "@/lib/format";
import { queryClient } from "@/lib/query-client";
import { currentWorkspaceId } from "@/app/spa/loaders";
import { useScope } from "@/lib/scope";

export async function loader(args: LoaderFunctionArgs) {
  const workspaceId = await currentWorkspaceId(args);
  await queryClient.ensureQueryData(countQuery(workspaceId, args.params.countId ?? ""));
  return null;
}

/** `/app/counts/:countId`: the count sheet, and its differences before posting. */
export function CountPage() {
  const { countId = "" } = useParams();
  const { workspace, role } = useScope();
  const { data: count } = useSuspenseQuery(countQuery(workspace.id, countId));
  const [finished, setFinished] = useState<string | null>(null);
  const where = `${count.locationName}${count.storageAreaName ? ` · ${count.storageAreaName}` : ""}`;

  return (
    <>
      <Link
        to="/app/counts"
        className="mb-3 inline-flex min-h-10 items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Counts
      </Link>
      <PageHeader
        title={`Count: ${where}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone={count.status === "open" ? "warning" : "neutral"}>
              {count.status === "open"
                ? "Open"
                : count.status === "posted"
                  ? "Posted"
                  : "Cancelled"}
            </Badge>
            Started {formatDateTime(count.startedAt)}
            {count.startedBy ? ` by ${count.startedBy}` : ""}
            {count.finishedAt ? ` · ${count.status} ${formatDateTime(count.finishedAt)}` : ""}
          </span>
        }
      />
      <Notice tone="success" className="mb-4">
        {finished}
      </Notice>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_24rem] lg:items-start">
        <Card title="Count sheet" headingLevel={2}>
          <CountSheet workspaceId={workspace.id} count={count} />
        </Card>
        {count.status === "open" ? (
          <Card title="Review and post" headingLevel={2}>
            <CountReview
              workspaceId={workspace.id}
              count={count}
              canPost={can(role, "stock.adjust")}
              onFinished={setFinished}
            />
          </Card>
        ) : null}
      </div>
    </>
  );
}

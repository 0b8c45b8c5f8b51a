import { can } from "@larder/domain";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Link, useNavigate, type LoaderFunctionArgs } from "react-router";
import { Button } from "@/components/ui/button";
import { Badge, Card, PageHeader } from "@/components/ui/card";
import { NamedOptions, SelectField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { countsQuery, useStartCount } from "@/features/counts/api/counts";
import { ExportMenu } from "@/features/imports/components/export-menu";
import { locationsQuery, useScope } from "@/lib/scope";
import { formatDateTime } from "@/lib/format";
import { errorMessage } from "@/lib/forms";
import { queryClient } from "@/lib/query-client";
import { currentWorkspaceId } from "@/app/spa/loaders";

export async function loader(args: LoaderFunctionArgs) {
  const workspaceId = await currentWorkspaceId(args);
  await Promise.all([
    queryClient.ensureQueryData(countsQuery(workspaceId)),
    queryClient.ensureQueryData(locationsQuery(workspaceId)),
  ]);
  return null;
}

const STATUS_LABELS = { open: "Open", posted: "Posted", cancelled: "Cancelled" } as const;

/** `/app/counts`: start a count of a location or one storage area, and the counts so far. */
export function CountsPage() {
  const { workspace, locations, locationId, role } = useScope();
  const navigate = useNavigate();
  const { data: counts } = useSuspenseQuery(countsQuery(workspace.id));
  const start = useStartCount(workspace.id);
  const [where, setWhere] = useState(locationId ?? locations[0]?.id ?? "");
  const [area, setArea] = useState("");
  const location = locations.find((candidate) => candidate.id === where);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const count = await start.mutateAsync({ locationId: where, storageAreaId: area || null });
      await navigate(`/app/counts/${count.id}`);
    } catch {
      // shown below
    }
  };

  return (
    <>
      <PageHeader
        title="Counts"
        description="Count a whole location or one storage area, line by line, on a phone."
        actions={
          <ExportMenu
            workspaceId={workspace.id}
            locationId={locationId}
            tables={[{ table: "counts", label: "Counts, line by line" }]}
          />
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[22rem_1fr]">
        {can(role, "stock.count") ? (
          <Card title="Start a count" headingLevel={2}>
            <form onSubmit={(event) => void submit(event)} className="space-y-4">
              {locations.length > 1 ? (
                <SelectField
                  label="Location"
                  value={where}
                  onChange={(event) => {
                    setWhere(event.target.value);
                    setArea("");
                  }}
                >
                  <NamedOptions items={locations} />
                </SelectField>
              ) : null}
              <SelectField
                label="What to count"
                value={area}
                onChange={(event) => setArea(event.target.value)}
                hint="An area's count leaves the other areas' stock as it is."
              >
                <option value="">All of {location?.name ?? "the location"}</option>
                <NamedOptions items={location?.storageAreas ?? []} />
              </SelectField>
              <Notice tone="error">{start.error ? errorMessage(start.error) : null}</Notice>
              <Button type="submit" busy={start.isPending} className="w-full">
                Start counting
              </Button>
            </form>
          </Card>
        ) : null}
        <Card title="Counts" headingLevel={2}>
          {counts.length === 0 ? (
            <p className="text-sm text-brand-950/70">No counts yet.</p>
          ) : (
            <ul className="divide-y divide-brand-900/5">
              {counts.map((count) => (
                <li key={count.id}>
                  <Link
                    to={`/app/counts/${count.id}`}
                    className="flex flex-wrap items-center gap-3 rounded-lg px-2 py-3 hover:bg-brand-50"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold text-brand-950">
                        {count.locationName}
                        {count.storageAreaName ? ` · ${count.storageAreaName}` : ""}
                      </span>
                      <span className="block text-sm text-brand-950/65">
                        Started {formatDateTime(count.startedAt)}
                        {count.startedBy ? ` by ${count.startedBy}` : ""} · {count.counted} of{" "}
                        {count.lines} counted
                      </span>
                    </span>
                    <Badge tone={count.status === "open" ? "warning" : "neutral"}>
                      {STATUS_LABELS[count.status]}
                    </Badge>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </>
  );
}

import { compare } from "@larder/domain";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, type LoaderFunctionArgs } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { NamedOptions, SelectField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { PeriodFilter } from "@/components/ui/period-filter";
import { Segmented } from "@/components/ui/segmented";
import { engineeringQuery } from "@/features/menu/api/engineering";
import { EngineeringChart, type Popularity } from "@/features/menu/components/engineering-chart";
import { EngineeringTable } from "@/features/menu/components/engineering-table";
import { QuadrantLegend } from "@/features/menu/components/quadrants";
import { ApiRequestError } from "@/lib/api";
import { formatDay, formatNumber, formatUsd } from "@/lib/format";
import { queryClient } from "@/lib/query-client";
import { locationsQuery, useScope } from "@/lib/scope";
import { useCan } from "@/lib/session";
import { useFilterParams } from "@/lib/use-filter-params";
import { daysUpToYesterday, periodOf, workspaceDay } from "@/lib/workspace-day";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";

export async function loader(args: LoaderFunctionArgs) {
  if (!(await memberCan(args, "sales.view"))) return null;
  await queryClient.ensureQueryData(locationsQuery(await currentWorkspaceId(args)));
  return null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const POPULARITY = [
  { value: "sold", label: "Portions sold" },
  { value: "mix", label: "Share of the mix" },
] as const;

/**
 * `/app/menu/engineering`: which plates sell and which earn, from real sales over a period: the
 * popularity and margin chart with its four quadrants, what each quadrant usually calls for, and
 * each plate's figures. A section compares its plates among themselves (drinks with drinks), as
 * operators read each part of the menu. Location, period and section are kept in the address.
 */
export function MenuEngineeringPage() {
  const { workspace, locations, locationId: scopeLocationId } = useScope();
  const showMoney = useCan("costs.view");
  const [params, update] = useFilterParams();
  const [chosen, setChosen] = useState<string | null>(null);
  const location = params.get("location");
  const locationId =
    location === "all"
      ? undefined
      : (locations.find((candidate) => candidate.id === location)?.id ??
        scopeLocationId ??
        undefined);
  const period = periodOf(params, daysUpToYesterday(workspaceDay(locations), 28));
  const popularity: Popularity = params.get("by") === "mix" ? "mix" : "sold";
  const section = params.get("section");
  const sectionId = section && UUID.test(section) ? section : undefined;
  const { data, isFetching, error } = useQuery(
    engineeringQuery(workspace.id, { locationId, sectionId, ...period }),
  );
  // A link kept from before a section was deleted: say so rather than fail the page.
  const sectionGone = error instanceof ApiRequestError && error.code === "menu_section_not_found";
  if (error && !sectionGone) throw error;
  const sold = data ? compare(data.totalSold, "0") > 0 : false;
  const sectionName = data?.sections.find((candidate) => candidate.id === data.sectionId)?.name;

  return (
    <>
      <Link
        to="/app/menu"
        className="mb-3 inline-flex min-h-10 items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Menu
      </Link>
      <PageHeader
        title="Menu engineering"
        description="Which plates sell and which earn, from what your POS sold."
      />
      <PeriodFilter
        period={period}
        onChange={update}
        location={{
          locations,
          value: locationId ?? "all",
          everyLocation: true,
          onChange: (location) => update({ location }),
        }}
        more={
          data && data.sections.length > 0 ? (
            <SelectField
              label="Section"
              value={sectionId ?? ""}
              onChange={(event) => update({ section: event.target.value })}
            >
              <option value="">The whole menu</option>
              <NamedOptions items={data.sections} />
            </SelectField>
          ) : null
        }
        note={
          sectionName
            ? `The plates of ${sectionName} are compared among themselves: the mix, the popularity bar and the average margin are those of ${sectionName} alone.`
            : undefined
        }
      />
      {sectionGone ? (
        <Notice tone="info">
          That menu section is no longer on the menu.{" "}
          <Button variant="secondary" className="ml-2" onClick={() => update({ section: null })}>
            Compare the whole menu
          </Button>
        </Notice>
      ) : !data ? (
        <p className="text-sm text-brand-950/70">Loading…</p>
      ) : !sold ? (
        <Card>
          <div className="py-6 text-center text-sm text-brand-950/75">
            <p className="font-semibold text-brand-950">
              {sectionName ? `Nothing in ${sectionName} sold` : "No sales"} from{" "}
              {formatDay(period.from)} to {formatDay(period.to)}.
            </p>
            <p className="mx-auto mt-1 max-w-prose">
              Import your POS sales: menu engineering then shows which plates sell and earn (stars),
              sell but earn little (plowhorses), earn but rarely sell (puzzles), and neither (dogs).
            </p>
            <Link to="/app/sales" className={`${buttonClasses("primary")} mt-4`}>
              Import sales
            </Link>
          </div>
        </Card>
      ) : (
        <div
          className={`space-y-6 ${isFetching ? "refreshing" : ""}`}
          aria-busy={isFetching || undefined}
        >
          <Card
            title="Popularity and margin"
            headingLevel={2}
            description={
              showMoney && data.averageMargin !== null
                ? `${formatNumber(data.totalSold)} plates sold${sectionName ? ` in ${sectionName}` : ""}. Popular from ${formatNumber(data.popularityThreshold, 1)} sold (70% of an equal share); the average margin is ${formatUsd(data.averageMargin)} a plate.`
                : `${formatNumber(data.totalSold)} plates sold${sectionName ? ` in ${sectionName}` : ""}.`
            }
            actions={
              <Segmented
                legend="Popularity as"
                name="popularity"
                options={POPULARITY}
                value={popularity}
                onChange={(value) => update({ by: value === "sold" ? null : value })}
              />
            }
          >
            {showMoney && data.averageMargin !== null ? (
              <EngineeringChart
                data={data}
                popularity={popularity}
                chosen={chosen}
                onChoose={setChosen}
              />
            ) : (
              <p className="py-4 text-sm text-brand-950/70">
                {showMoney
                  ? "No plate sold in this period can be costed, so margins cannot be compared."
                  : "The chart compares margins, which your role does not show."}
              </p>
            )}
          </Card>
          {showMoney ? (
            <Card title="What the quadrants mean" headingLevel={2}>
              <QuadrantLegend />
            </Card>
          ) : null}
          <Card title="By menu item" description="The most sold first." headingLevel={2}>
            <EngineeringTable items={data.items} showMoney={showMoney} chosen={chosen} />
          </Card>
        </div>
      )}
    </>
  );
}

import type { LocationEvent } from "@larder/contracts";
import { can } from "@larder/domain";
import { useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { Link, type LoaderFunctionArgs } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { NamedOptions, SelectField } from "@/components/ui/field";
import { usageAnalyticsQuery, usageSeriesQuery } from "@/features/analytics/api/analytics";
import { categoriesQuery } from "@/features/items/api/items";
import { UsageChart } from "@/features/analytics/components/usage-chart";
import {
  calendarQuery,
  planningLocationQuery,
  usePlanChange,
  type PlanChange,
} from "@/features/planning/api/calendar";
import { MonthCalendar } from "@/features/planning/components/month-calendar";
import { formatMonth, plannedDays, shiftMonth } from "@/features/planning/components/month-days";
import { PlanForm } from "@/features/planning/components/plan-form";
import { planSaved, type PlanSaved } from "@/features/planning/components/plan-saved";
import { Notice } from "@/components/ui/notice";
import { localToday } from "@/lib/format";
import { queryClient } from "@/lib/query-client";
import { sessionQuery } from "@/lib/session";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";
import { useScope } from "@/lib/scope";
import { useFilterParams } from "@/lib/use-filter-params";

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export async function loader(args: LoaderFunctionArgs) {
  if (!(await memberCan(args, "analytics.view"))) return null;
  await currentWorkspaceId(args);
  await queryClient.ensureQueryData(sessionQuery);
  return null;
}

/**
 * `/app/ordering/calendar`, Planning calendar: for one location, a month of its public
 * holidays, closures, promotions and events; a manager plans a promotion, an event with the
 * guests expected or a closed day, and sees an item's forecast move with it (decision 0029).
 */
export function PlanningCalendarPage() {
  const { workspace, locations, locationId, role } = useScope();
  const [params, update] = useFilterParams();
  const today = localToday();
  const month = MONTH.test(params.get("month") ?? "") ? params.get("month")! : today.slice(0, 7);
  // The location asked for, else the top bar's, else the one with the most history (not simply
  // the first, which may have none: issue 26, item 15).
  const chosen = params.get("location") ?? locationId;
  const { data: busiest } = useQuery({
    ...planningLocationQuery(workspace.id),
    enabled: !chosen,
  });
  const where = chosen ?? busiest?.locationId ?? (busiest ? (locations[0]?.id ?? "") : "");
  const location = locations.find((candidate) => candidate.id === where);
  const canPlan = can(role, "locations.manage");
  const { data: calendar, error } = useQuery({
    ...calendarQuery(workspace.id, where, month),
    enabled: Boolean(where),
  });
  if (error) throw error;
  const change = usePlanChange(workspace.id, where);
  const [editing, setEditing] = useState<LocationEvent | null>(null);
  const [saved, setSaved] = useState<PlanSaved | null>(null);
  /**
   * Saves a change, then says what was saved and shows the month it starts in, which may not
   * be the one on screen (issue 26, item 16).
   */
  const plan = (planned: PlanChange, done: () => void) => {
    setSaved(null);
    change.mutate(planned, {
      onSuccess: () => {
        done();
        const confirmation = planSaved(planned);
        setSaved(confirmation);
        if (confirmation.month && confirmation.month !== month)
          update({ month: confirmation.month === today.slice(0, 7) ? null : confirmation.month });
      },
    });
  };
  const { data: categories } = useQuery({ ...categoriesQuery(workspace.id), enabled: canPlan });

  const { data: usage } = useQuery(
    usageAnalyticsQuery(workspace.id, { locationId: where || undefined, period: "monthly" }),
  );
  const items = (usage?.items ?? []).map((item) => ({ id: item.itemId, name: item.name }));
  const itemId = params.get("item") || items[0]?.id || "";
  const { data: series } = useQuery({
    ...usageSeriesQuery(workspace.id, { itemId, locationId: where, days: 28, horizon: 42 }),
    enabled: Boolean(itemId && where),
  });

  const days = calendar && location ? plannedDays(calendar, location.openingDays) : [];
  const firstDay = month === today.slice(0, 7) ? today : `${month}-01`;
  return (
    <>
      <PageHeader
        title="Planning calendar"
        description="Promotions, events, closures and public holidays: the forecast learns what each does to use."
        actions={
          <Link to="/app/ordering" className={buttonClasses("secondary")}>
            Suggested orders
          </Link>
        }
      />
      <div className="mb-4 grid gap-4 sm:grid-cols-[minmax(0,18rem)_1fr] sm:items-end">
        <SelectField
          label="Location"
          value={where}
          onChange={(event) => {
            setEditing(null);
            setSaved(null);
            update({ location: event.target.value });
          }}
        >
          {/* Until the busiest location is known, the list says so rather than show the first. */}
          {where ? null : (
            <option value="" disabled>
              Finding the location…
            </option>
          )}
          <NamedOptions items={locations} />
        </SelectField>
        <p className="text-sm text-brand-950/70 sm:pb-2.5">
          {calendar?.holidayRegion
            ? `Public holidays of ${calendar.holidayRegion}. `
            : "No public holidays yet. "}
          {can(role, "locations.manage") ? (
            <Link to="/app/settings/locations" className="font-semibold text-brand-800 underline">
              {calendar?.holidayRegion ? "Change the region" : "Choose a country or region"}
            </Link>
          ) : null}
        </p>
      </div>

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
        <div id="planned-month" className="min-w-0 scroll-mt-4">
          <Card
            headingLevel={2}
            title={formatMonth(month)}
            actions={
              <>
                <Button
                  variant="secondary"
                  aria-label="Previous month"
                  onClick={() => update({ month: shiftMonth(month, -1) })}
                >
                  <ChevronLeft aria-hidden className="size-4" />
                </Button>
                <Button variant="secondary" onClick={() => update({ month: null })}>
                  This month
                </Button>
                <Button
                  variant="secondary"
                  aria-label="Next month"
                  onClick={() => update({ month: shiftMonth(month, 1) })}
                >
                  <ChevronRight aria-hidden className="size-4" />
                </Button>
              </>
            }
          >
            {calendar && location ? (
              <MonthCalendar
                days={days}
                today={today}
                caption={`${formatMonth(month)} at ${location.name}`}
                onOpen={canPlan ? setEditing : undefined}
                onReopen={canPlan ? (day) => plan({ reopen: day }, () => undefined) : undefined}
              />
            ) : (
              <p className="py-6 text-center text-sm text-brand-950/70">Loading the month…</p>
            )}
            {calendar?.holidayRegion ? (
              <p className="mt-3 text-xs text-brand-950/70">
                Public holidays from the date-holidays project&apos;s data, CC BY-SA 3.0.
              </p>
            ) : null}
          </Card>
        </div>

        {canPlan ? (
          <Card headingLevel={2} title={editing ? `Change ${editing.name}` : "Plan a day"}>
            {location ? (
              <PlanForm
                key={`${editing?.id ?? "new"} ${where} ${firstDay}`}
                editing={editing}
                categories={categories ?? []}
                firstDay={firstDay}
                pending={change.isPending}
                error={change.error}
                onSubmit={plan}
                onDone={() => setEditing(null)}
              />
            ) : (
              // Shown only once the location is known: a plan typed before then would go to no
              // location and be lost when the form is drawn again for the right one.
              <p className="text-sm text-brand-950/70" role="status">
                {where || !busiest ? (
                  "Finding the location…"
                ) : (
                  <>
                    Add a location first, in{" "}
                    <Link
                      to="/app/settings/locations"
                      className="font-semibold text-brand-800 underline"
                    >
                      Settings
                    </Link>
                    .
                  </>
                )}
              </p>
            )}
            <Notice tone="success" className="mt-4">
              {saved ? (
                <>
                  {saved.text}{" "}
                  {saved.month ? (
                    <button
                      type="button"
                      className="font-semibold underline underline-offset-2"
                      onClick={() =>
                        document
                          .getElementById("planned-month")
                          ?.scrollIntoView({ behavior: "smooth", block: "start" })
                      }
                    >
                      See it in {formatMonth(saved.month)}
                    </button>
                  ) : null}
                </>
              ) : null}
            </Notice>
          </Card>
        ) : null}
      </div>

      <Card
        className="mt-6"
        headingLevel={2}
        title="The forecast with your plans"
        description="An item's use over the last four weeks and its forecast for six weeks, dotted on the days with a holiday or event."
        actions={
          <SelectField
            label="Item"
            value={itemId}
            className="w-full sm:w-56"
            onChange={(event) => update({ item: event.target.value })}
          >
            <NamedOptions items={items} />
          </SelectField>
        }
      >
        {series ? (
          <UsageChart series={series} />
        ) : (
          <p className="py-6 text-center text-sm text-brand-950/70">
            {usage && items.length === 0
              ? "Nothing was used here in the last months, so there is nothing to forecast yet."
              : "Loading the forecast…"}
          </p>
        )}
      </Card>
    </>
  );
}

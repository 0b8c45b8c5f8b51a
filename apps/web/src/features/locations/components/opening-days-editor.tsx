import { WEEKDAY_NAMES, type Location } from "@larder/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { errorMessage } from "@/lib/forms";
import { formatDay, localToday } from "@/lib/format";
import {
  closuresQuery,
  useClosureChange,
  useUpdateLocation,
} from "@/features/locations/api/locations";

/**
 * When a location is open: its weekly opening days and the days it is shut (a holiday, a
 * refit). Forecasts expect no use on closed days and learn nothing from them.
 */
export function OpeningDaysEditor({
  location,
  workspaceId,
  canManage,
}: {
  location: Location;
  workspaceId: string;
  canManage: boolean;
}) {
  const update = useUpdateLocation(workspaceId);
  const closures = useQuery(closuresQuery(workspaceId, location.id));
  const change = useClosureChange(workspaceId, location.id);
  const [day, setDay] = useState("");
  const [name, setName] = useState("");
  const today = localToday();
  const upcoming = (closures.data ?? []).filter((closure) => closure.day >= today);

  // The boxes show the change at once; a refused change puts them back as they were.
  const [openingDays, setOpeningDays] = useState(location.openingDays);
  const toggle = (weekday: number, open: boolean) => {
    const next = open ? [...openingDays, weekday] : openingDays.filter((d) => d !== weekday);
    setOpeningDays(next);
    update.mutate(
      { locationId: location.id, changes: { openingDays: next } },
      { onError: () => setOpeningDays(location.openingDays) },
    );
  };

  return (
    <div className="mt-5 border-t border-brand-900/10 pt-4">
      <fieldset>
        <legend className="text-sm font-semibold text-brand-950">Open on</legend>
        <p className="text-sm text-brand-950/70">
          Forecasts and suggested orders expect no use on the days it is closed.
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {WEEKDAY_NAMES.map((label, weekday) => {
            const open = openingDays.includes(weekday);
            return (
              <label
                key={label}
                className={`flex min-h-10 items-center gap-2 rounded-lg border px-3 text-sm font-semibold ${
                  open
                    ? "border-brand-600 bg-brand-50 text-brand-900"
                    : "border-brand-900/15 text-brand-950/70"
                } ${canManage ? "cursor-pointer" : ""}`}
              >
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={open}
                  disabled={!canManage}
                  onChange={(event) => toggle(weekday, event.target.checked)}
                  aria-label={`${label}, open at ${location.name}`}
                />
                {label}
              </label>
            );
          })}
        </div>
      </fieldset>
      {update.isError ? (
        <Notice tone="error" className="mt-2">
          {errorMessage(update.error)}
        </Notice>
      ) : null}

      <h4 className="mt-4 text-sm font-semibold text-brand-950">Closed days ahead</h4>
      {upcoming.length === 0 ? (
        <p className="mt-1 text-sm text-brand-950/70">None marked.</p>
      ) : (
        <ul className="mt-1 divide-y divide-brand-900/10 text-sm">
          {upcoming.map((closure) => (
            <li key={closure.day} className="flex items-center justify-between gap-3 py-1.5">
              <span>
                <span className="font-semibold">{formatDay(closure.day)}</span>
                {closure.name ? ` · ${closure.name}` : ""}
              </span>
              {canManage ? (
                <Button
                  variant="secondary"
                  onClick={() => change.mutate({ remove: closure.day })}
                  aria-label={`Remove the closure on ${formatDay(closure.day)}`}
                >
                  Remove
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canManage ? (
        <form
          className="mt-3 grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            change.mutate(
              { add: { day, name } },
              {
                onSuccess: () => {
                  setDay("");
                  setName("");
                },
              },
            );
          }}
        >
          <TextField
            label="Closed on"
            type="date"
            min={today}
            value={day}
            required
            onChange={(event) => setDay(event.target.value)}
          />
          <TextField
            label="Why (optional)"
            value={name}
            maxLength={120}
            placeholder="Christmas Day"
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" variant="secondary" busy={change.isPending}>
            Mark closed
          </Button>
        </form>
      ) : null}
      {change.isError ? (
        <Notice tone="error" className="mt-2">
          {errorMessage(change.error)}
        </Notice>
      ) : null}
    </div>
  );
}

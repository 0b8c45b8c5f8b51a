import type { PlanChange } from "@/features/planning/api/calendar";
import { formatShortDay } from "./month-days";

/** What was saved, in words, and the month ("YYYY-MM") it starts in. */
export interface PlanSaved {
  text: string;
  month: string | null;
}

const KINDS = { promotion: "promotion", event: "event" } as const;

/** "Wed, Dec 2, 2026" or "Wed, Dec 2 to Fri, Dec 4, 2026". */
function dates(startsOn: string, endsOn: string): string {
  const year = startsOn.slice(0, 4);
  if (startsOn === endsOn) return `${formatShortDay(startsOn)}, ${year}`;
  const sameYear = endsOn.slice(0, 4) === year;
  return `${formatShortDay(startsOn)}${sameYear ? "" : `, ${year}`} to ${formatShortDay(endsOn)}, ${endsOn.slice(0, 4)}`;
}

/**
 * The confirmation of a change to the calendar, naming it and its dates, and the month to show
 * it in (issue 26: a promotion saved in another month left nothing on screen to say so).
 */
export function planSaved(change: PlanChange): PlanSaved {
  if ("add" in change || "edit" in change) {
    const event = "add" in change ? change.add : change.event;
    const endsOn = event.endsOn || event.startsOn;
    const what = `${event.name}, ${KINDS[event.kind]} on ${dates(event.startsOn, endsOn)}`;
    return {
      text: `${"add" in change ? "Added" : "Saved"} ${what}.`,
      month: event.startsOn.slice(0, 7),
    };
  }
  if ("close" in change)
    return {
      text: `Closed on ${dates(change.close.day, change.close.day)}${change.close.name ? ` (${change.close.name})` : ""}.`,
      month: change.close.day.slice(0, 7),
    };
  if ("reopen" in change)
    return { text: `Open again on ${dates(change.reopen, change.reopen)}.`, month: null };
  return { text: "Removed from the calendar.", month: null };
}

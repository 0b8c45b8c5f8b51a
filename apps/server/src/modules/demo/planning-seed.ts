import { addDays, weekdayOfDay } from "@larder/domain";
import type { Executor } from "../../db/database";

/** The demo's locations are in Springfield, on New York time, and pay in dollars. */
export const DEMO_HOLIDAY_REGION = "US";

/**
 * The demo's planning calendar (decision 0029): both locations keep the public holidays of the
 * United States, and the bistro has a brunch promotion next weekend and a private dinner booked
 * the Friday after, so the calendar and the forecasts have plans to show. The brunch is its
 * first, so its manager says what she expects of it (+25%), and its items' forecasts rise with it.
 */
export async function seedDemoPlans(
  tx: Executor,
  context: { workspaceId: string; mainId: string; today: string },
): Promise<void> {
  await tx.query("update locations set holiday_region = $2 where workspace_id = $1", [
    context.workspaceId,
    DEMO_HOLIDAY_REGION,
  ]);
  // The first Saturday at least five days away, and the Friday of the week after.
  let saturday = addDays(context.today, 5);
  while (weekdayOfDay(saturday) !== 5) saturday = addDays(saturday, 1);
  const friday = addDays(saturday, 6);
  await tx.query(
    `insert into location_events
       (workspace_id, location_id, kind, name, starts_on, ends_on, expected_guests,
        expected_change_percent, notes)
     values ($1, $2, 'promotion', 'Bottomless brunch', $3, $4, null, 25,
             'Two sittings, 10:00 and 12:30; eggs, bacon and prosecco.'),
            ($1, $2, 'event', 'Private dinner: Harper wedding rehearsal', $5, $5, 40, null,
             'Set menu in the back room.')`,
    [context.workspaceId, context.mainId, saturday, addDays(saturday, 1), friday],
  );
}

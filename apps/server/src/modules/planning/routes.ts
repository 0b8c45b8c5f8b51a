import { PLANNING_API as API } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database, Executor } from "../../db/database";
import { withMember } from "../../http/access";
import { serve } from "../../http/declared";
import { type Member } from "../../core/member";
import type { JobRunner } from "../../jobs/queue";
import { requestForecastRun } from "../ordering";
import { calendarMonth, planningLocation, setHolidayRegion } from "./calendar";
import { addEvent, deleteEvent, editEvent, listEvents } from "./events";

/**
 * The planning calendar of each location (PLANNING_API): public holidays of its region,
 * promotions and events (closures have their own routes). Each change asks for the forecasts
 * again, so a manager sees the forecast move.
 */
export const planningRoutes: FastifyPluginAsyncZod<{ db: Database; jobs: JobRunner }> = async (
  app,
  { db, jobs },
) => {
  /** Runs a change, then has the forecasts computed again with it. */
  const replanning = async <T>(
    request: Parameters<typeof withMember>[1],
    change: (tx: Executor, member: Member) => Promise<T>,
  ): Promise<T> => {
    const result = await withMember(db, request, async (tx, member) => {
      const changed = await change(tx, member);
      await requestForecastRun(tx, member.workspaceId);
      return changed;
    });
    jobs.kick();
    return result;
  };

  serve(app, API.calendar, (request) =>
    withMember(db, request, (tx, member) =>
      calendarMonth(tx, member, request.params.locationId, request.query.month),
    ),
  );

  serve(app, API.location, (request) =>
    withMember(db, request, async (tx, member) => ({
      locationId: await planningLocation(tx, member),
    })),
  );

  serve(app, API.setHolidayRegion, (request) =>
    replanning(request, (tx, member) =>
      setHolidayRegion(tx, member, request.params.locationId, request.body.holidayRegion),
    ),
  );

  serve(app, API.events, (request) =>
    withMember(db, request, (tx, member) =>
      listEvents(tx, member, request.params.locationId, request.query.from),
    ),
  );

  serve(app, API.addEvent, (request) =>
    replanning(request, (tx, member) =>
      addEvent(tx, member, request.params.locationId, request.body),
    ),
  );

  serve(app, API.editEvent, (request) =>
    replanning(request, (tx, member) =>
      editEvent(tx, member, request.params.eventId, request.body),
    ),
  );

  serve(app, API.removeEvent, (request) =>
    replanning(request, (tx, member) => deleteEvent(tx, member, request.params.eventId)),
  );
};

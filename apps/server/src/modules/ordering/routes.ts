import { ORDERING_API as API } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { serve } from "../../http/declared";
import type { JobRunner } from "../../jobs/queue";
import { locationScope } from "../locations";
import { forecastAccuracy } from "./accuracy";
import { forecastRun, requestForecastRun } from "./forecasts";
import { createSuggestedOrders } from "./orders";
import { busiestLocation, suggestOrders } from "./suggestions";

/**
 * Forecasts, suggested orders that explain themselves, and how accurate the forecasts have been
 * (ORDERING_API).
 */
export const orderingRoutes: FastifyPluginAsyncZod<{ db: Database; jobs: JobRunner }> = async (
  app,
  { db, jobs },
) => {
  serve(app, API.suggestions, async (request) => {
    const result = await withMember(db, request, async (tx, member) => {
      const scope = await locationScope(tx, member, request.query.locationId);
      const locationId =
        request.query.locationId ?? (await busiestLocation(tx, member.workspaceId, scope));
      return suggestOrders(tx, member.workspaceId, { ...request.query, locationId });
    });
    if (result.run?.state === "queued") jobs.kick();
    return result;
  });
  serve(app, API.createOrders, (request) =>
    withMember(db, request, async (tx, member) => {
      await locationScope(tx, member, request.body.locationId);
      return createSuggestedOrders(tx, member, request.body);
    }),
  );
  serve(app, API.forecastRun, (request) =>
    withMember(db, request, (tx, member) => forecastRun(tx, member.workspaceId)),
  );
  serve(app, API.runForecasts, async (request) => {
    const run = await withMember(db, request, async (tx, member) => {
      await requestForecastRun(tx, member.workspaceId);
      return forecastRun(tx, member.workspaceId);
    });
    jobs.kick();
    return run;
  });
  serve(app, API.accuracy, (request) =>
    withMember(db, request, async (tx, member) => {
      const locations = await locationScope(tx, member, request.query.locationId);
      return forecastAccuracy(tx, member.workspaceId, locations);
    }),
  );
};

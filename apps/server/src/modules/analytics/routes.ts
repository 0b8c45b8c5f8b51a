import { ANALYTICS_API as API } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { serve } from "../../http/declared";
import { locationScope } from "../locations";
import { compareLocations } from "./locations";
import { usageSeries } from "./series";
import { usageAnalytics } from "./usage";

/** Inventory Analytics: how items move, by weekday, with each item's forecast (ANALYTICS_API). */
export const analyticsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  serve(app, API.usage, (request) =>
    withMember(db, request, async (tx, member) => {
      const locations = await locationScope(tx, member, request.query.locationId);
      return usageAnalytics(tx, member.workspaceId, locations, request.query);
    }),
  );
  serve(app, API.series, (request) =>
    withMember(db, request, async (tx, member) => {
      const locations = await locationScope(tx, member, request.query.locationId);
      return usageSeries(tx, member.workspaceId, locations, request.query);
    }),
  );
  serve(app, API.locations, (request) =>
    withMember(db, request, (tx, member) => compareLocations(tx, member, request.query)),
  );
};

import { LOCATIONS_API as API } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { serve } from "../../http/declared";
import { listClosures, markClosed, reopen } from "./closures";
import { createLocation, listLocations, updateLocation } from "./service";
import { addStorageArea, updateStorageArea } from "./storage-areas";

/**
 * Locations (a restaurant, a commissary) and their storage areas (walk-in, dry store, bar), in
 * LOCATIONS_API.
 */
export const locationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  serve(app, API.list, (request) =>
    withMember(db, request, (tx, member) =>
      listLocations(tx, member, { includeArchived: request.query.archived === "include" }),
    ),
  );
  serve(app, API.create, async (request) => ({
    id: await withMember(db, request, (tx, member) =>
      createLocation(tx, member, request.ip, request.body),
    ),
  }));
  serve(app, API.update, (request) =>
    withMember(db, request, (tx, member) =>
      updateLocation(tx, member, request.ip, request.params.locationId, request.body),
    ),
  );
  serve(app, API.addStorageArea, (request) =>
    withMember(db, request, (tx, member) =>
      addStorageArea(tx, member, request.params.locationId, request.body.name),
    ),
  );
  serve(app, API.updateStorageArea, (request) =>
    withMember(db, request, (tx, member) =>
      updateStorageArea(tx, member, request.params.storageAreaId, request.body),
    ),
  );
};

/**
 * Days a location is shut besides its weekly closing days (a holiday, a refit): forecasts
 * expect no use on them and learn nothing from them (LOCATIONS_API).
 */
export const closureRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  serve(app, API.closures, (request) =>
    withMember(db, request, (tx, member) => listClosures(tx, member, request.params.locationId)),
  );
  serve(app, API.close, (request) =>
    withMember(db, request, (tx, member) =>
      markClosed(tx, member, request.params.locationId, request.body),
    ),
  );
  serve(app, API.reopen, (request) =>
    withMember(db, request, (tx, member) =>
      reopen(tx, member, request.params.locationId, request.query.day),
    ),
  );
};

import { STOCK_API as API } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { serve } from "../../http/declared";
import { locationScope } from "../locations";
import {
  recordAdjustment,
  recordReceipt,
  recordTransfer,
  recordUsage,
  recordWaste,
} from "./actions";
import { listMovements } from "./ledger";
import { listStock, stockOverview } from "./list";
import { memberCan } from "../../core/member";

/** Stock on hand, the ledger, and the actions a kitchen records many times a day (STOCK_API). */
export const stockRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  serve(app, API.list, (request) =>
    withMember(db, request, async (tx, member) => {
      const locations = await locationScope(tx, member, request.query.locationId);
      return listStock(
        tx,
        member.workspaceId,
        locations,
        request.query,
        memberCan(member, "costs.view"),
      );
    }),
  );
  serve(app, API.overview, (request) =>
    withMember(db, request, async (tx, member) => {
      const locations = await locationScope(tx, member, request.query.locationId);
      return stockOverview(tx, member.workspaceId, locations, memberCan(member, "costs.view"));
    }),
  );
  serve(app, API.movements, (request) =>
    withMember(db, request, async (tx, member) => {
      const locations = await locationScope(tx, member, request.query.locationId);
      return listMovements(
        tx,
        member.workspaceId,
        { ...request.query, locationIds: locations },
        memberCan(member, "costs.view"),
      );
    }),
  );

  // Each action answers 201 with what changed: the movements and the balances after them.
  serve(app, API.usage, (request) =>
    withMember(db, request, (tx, member) => recordUsage(tx, member, request.body)),
  );
  serve(app, API.waste, (request) =>
    withMember(db, request, (tx, member) => recordWaste(tx, member, request.body)),
  );
  serve(app, API.receipt, (request) =>
    withMember(db, request, (tx, member) => recordReceipt(tx, member, request.body)),
  );
  serve(app, API.transfer, (request) =>
    withMember(db, request, (tx, member) => recordTransfer(tx, member, request.body)),
  );
  serve(app, API.adjustment, (request) =>
    withMember(db, request, (tx, member) => recordAdjustment(tx, member, request.body)),
  );
};

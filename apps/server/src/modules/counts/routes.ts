import { COUNTS_API as API } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { serve } from "../../http/declared";
import { getCount, listCounts } from "./reads";
import { cancelCount, postCount, setCountLine, startCount } from "./service";
import { memberCan } from "../../core/member";

/** Stock takes (COUNTS_API): start one, count it line by line, several people at once, post it. */
export const countRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  serve(app, API.list, (request) =>
    withMember(db, request, (tx, member) => listCounts(tx, member, request.query)),
  );
  serve(app, API.start, (request) =>
    withMember(db, request, async (tx, member) => {
      const id = await startCount(tx, member, request.body);
      return getCount(tx, member, id, memberCan(member, "costs.view"));
    }),
  );
  serve(app, API.get, (request) =>
    withMember(db, request, (tx, member) =>
      getCount(tx, member, request.params.countId, memberCan(member, "costs.view")),
    ),
  );
  serve(app, API.setLine, (request) =>
    withMember(db, request, (tx, member) =>
      setCountLine(tx, member, request.params.countId, request.params.itemId, request.body),
    ),
  );
  serve(app, API.post, (request) =>
    withMember(db, request, (tx, member) => postCount(tx, member, request.params.countId)),
  );
  serve(app, API.cancel, (request) =>
    withMember(db, request, (tx, member) => cancelCount(tx, member, request.params.countId)),
  );
};

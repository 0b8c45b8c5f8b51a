import { PURCHASING_API as API } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { serve } from "../../http/declared";
import type { Mailer } from "../../mail/mailer";
import { locationScope, workspaceToday } from "../locations";
import { decideOrder, requestOrderApproval } from "./approval";
import { cancelOrder, createOrder, updateOrder } from "./orders";
import { findOrder, listOrders } from "./order-reads";
import { orderOverview, periodRange } from "./overview";
import { receiptsOfOrder, receiveOrder } from "./receiving";
import { orderDocument, sendOrder } from "./send";
import { memberCan } from "../../core/member";

/**
 * Purchase orders: draft, approve, send as PDF by email, receive line by line, cancel
 * (PURCHASING_API).
 */
export const purchasingRoutes: FastifyPluginAsyncZod<{
  db: Database;
  mailer: Mailer;
  appUrl: string;
}> = async (app, { db, mailer, appUrl }) => {
  const mail = { mailer, appUrl };
  serve(app, API.orders, (request) =>
    withMember(db, request, (tx, member) => listOrders(tx, member, request.query)),
  );
  serve(app, API.overview, (request) =>
    withMember(db, request, async (tx, member) =>
      orderOverview(
        tx,
        member.workspaceId,
        await locationScope(tx, member, request.query.locationId),
        periodRange(request.query.period, await workspaceToday(tx, member.workspaceId)),
        memberCan(member, "costs.view"),
      ),
    ),
  );
  serve(app, API.create, (request) =>
    withMember(db, request, async (tx, member) =>
      findOrder(tx, member.workspaceId, await createOrder(tx, member, request.body)),
    ),
  );
  serve(app, API.get, (request) =>
    withMember(db, request, (tx, member) =>
      findOrder(tx, member.workspaceId, request.params.orderId),
    ),
  );
  serve(app, API.update, (request) =>
    withMember(db, request, async (tx, member) => {
      await updateOrder(tx, member, request.params.orderId, request.body);
      return findOrder(tx, member.workspaceId, request.params.orderId);
    }),
  );
  serve(app, API.requestApproval, (request) =>
    withMember(db, request, async (tx, member) => {
      await requestOrderApproval(tx, member, request.params.orderId, mail);
      return findOrder(tx, member.workspaceId, request.params.orderId);
    }),
  );
  serve(app, API.approve, (request) =>
    withMember(db, request, async (tx, member) => {
      const note = request.body?.note ?? "";
      await decideOrder(tx, member, request.params.orderId, { approve: true, note }, mail);
      return findOrder(tx, member.workspaceId, request.params.orderId);
    }),
  );
  serve(app, API.reject, (request) =>
    withMember(db, request, async (tx, member) => {
      await decideOrder(
        tx,
        member,
        request.params.orderId,
        { approve: false, note: request.body.reason },
        mail,
      );
      return findOrder(tx, member.workspaceId, request.params.orderId);
    }),
  );
  serve(app, API.send, (request) =>
    withMember(db, request, (tx, member) =>
      sendOrder(tx, member, mailer, request.params.orderId, request.body),
    ),
  );
  serve(app, API.pdf, async (request, reply) => {
    const { order, pdf } = await withMember(db, request, async (tx, member) => {
      const found = await findOrder(tx, member.workspaceId, request.params.orderId);
      return { order: found, pdf: (await orderDocument(tx, member, found, "author")).pdf };
    });
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `inline; filename="${order.number}.pdf"`)
      .send(pdf);
  });
  serve(app, API.cancel, (request) =>
    withMember(db, request, async (tx, member) => {
      await cancelOrder(tx, member, request.params.orderId);
      return findOrder(tx, member.workspaceId, request.params.orderId);
    }),
  );
  serve(app, API.receipts, (request) =>
    withMember(db, request, (tx, member) =>
      receiptsOfOrder(tx, member.workspaceId, request.params.orderId),
    ),
  );
  serve(app, API.receive, (request) =>
    withMember(db, request, (tx, member) =>
      receiveOrder(tx, member, request.params.orderId, request.body),
    ),
  );
};

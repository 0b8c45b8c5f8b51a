import { CREDITS_API as API } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import { NotFoundError } from "@larder/domain";
import { withMember } from "../../http/access";
import { serve } from "../../http/declared";
import type { Mailer } from "../../mail/mailer";
import { readDocument, sendDocument } from "../documents";
import { findCredit, listCredits } from "./credit-reads";
import { applyCredit, cancelCredit, recordCreditMemo } from "./credits";
import { creditDocument, sendCredit } from "./credit-send";

/**
 * Vendor credits: what suppliers owe back for deliveries that came short, damaged, refused or
 * dearer than agreed. Raised by receiving; sent as a PDF by email; closed by the supplier's
 * credit memo or cancelled with a reason (CREDITS_API).
 */
export const creditRoutes: FastifyPluginAsyncZod<{ db: Database; mailer: Mailer }> = async (
  app,
  { db, mailer },
) => {
  serve(app, API.list, (request) =>
    withMember(db, request, (tx, member) => listCredits(tx, member, request.query)),
  );
  serve(app, API.get, (request) =>
    withMember(db, request, (tx, member) => findCredit(tx, member, request.params.creditId)),
  );
  serve(app, API.pdf, async (request, reply) => {
    const { credit, pdf } = await withMember(db, request, (tx, member) =>
      creditDocument(tx, member, request.params.creditId),
    );
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `inline; filename="${credit.number}.pdf"`)
      .send(pdf);
  });
  serve(app, API.memoFile, async (request, reply) => {
    const file = await withMember(db, request, async (tx, member) => {
      const credit = await findCredit(tx, member, request.params.creditId);
      return credit.memoFileId ? readDocument(tx, member.workspaceId, credit.memoFileId) : null;
    });
    if (!file)
      throw new NotFoundError(
        "no_file",
        "This credit memo was typed in: there is no file kept for it.",
      );
    return sendDocument(reply, file);
  });
  serve(app, API.send, (request) =>
    withMember(db, request, (tx, member) =>
      sendCredit(tx, member, mailer, request.params.creditId, request.body),
    ),
  );
  serve(app, API.memo, (request) =>
    withMember(db, request, (tx, member) =>
      recordCreditMemo(tx, member, request.params.creditId, request.body),
    ),
  );
  serve(app, API.cancel, (request) =>
    withMember(db, request, (tx, member) =>
      cancelCredit(tx, member, request.params.creditId, request.body),
    ),
  );
  serve(app, API.apply, (request) =>
    withMember(db, request, (tx, member) =>
      applyCredit(tx, member, request.params.creditId, request.body),
    ),
  );
};

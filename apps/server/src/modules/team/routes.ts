import { TEAM_API as API } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { withTenant } from "../../db/tenant";
import { withMember } from "../../http/access";
import { serve } from "../../http/declared";
import { type MailingDeps } from "../../core/mailing";
import {
  acceptInvitation,
  inviteMember,
  listInvitations,
  previewInvitation,
  withdrawInvitation,
} from "./invitations";
import { answerJoinRequest, listJoinRequests } from "./join-requests";
import { changeMember, leaveWorkspace, listMembers, removeMember } from "./members";

/** Members, invitations and requests to join (TEAM_API). */
export const teamRoutes: FastifyPluginAsyncZod<MailingDeps> = async (app, mailing) => {
  const { db } = mailing;

  serve(app, API.members, (request) => withMember(db, request, listMembers));
  serve(app, API.updateMember, (request) =>
    withMember(db, request, (tx, member) =>
      changeMember(tx, member, request.ip, request.params.memberId, request.body),
    ),
  );
  serve(app, API.removeMember, (request) =>
    withMember(db, request, (tx, member) =>
      removeMember(tx, member, request.ip, request.params.memberId),
    ),
  );
  serve(app, API.leave, (request) =>
    withMember(db, request, (tx, member) => leaveWorkspace(tx, member, request.ip)),
  );

  serve(app, API.invitations, (request) => withMember(db, request, listInvitations));
  serve(app, API.invite, (request) =>
    inviteMember(mailing, request.member!, request.ip, request.body),
  );
  serve(app, API.withdrawInvitation, (request) =>
    withMember(db, request, (tx, member) =>
      withdrawInvitation(tx, member, request.ip, request.params.invitationId),
    ),
  );
  serve(app, API.previewInvitation, (request) => {
    const session = request.session!;
    const tenant = { workspaceId: request.query.workspaceId, userId: session.userId };
    return withTenant(db, tenant, (tx) => previewInvitation(tx, session, request.query));
  });
  serve(app, API.acceptInvitation, async (request) => {
    const session = request.session!;
    const { workspaceId } = request.body;
    await withTenant(db, { workspaceId, userId: session.userId }, (tx) =>
      acceptInvitation(tx, session, request.ip, request.body),
    );
    return { workspaceId, redirectTo: "/app" };
  });

  serve(app, API.joinRequests, (request) => withMember(db, request, listJoinRequests));
  for (const [route, approve] of [
    [API.approveJoinRequest, true],
    [API.declineJoinRequest, false],
  ] as const) {
    serve(app, route, (request) =>
      answerJoinRequest({ ...mailing, log: request.log }, request.member!, request.ip, {
        joinRequestId: request.params.joinRequestId,
        approve,
        role: request.body.role,
      }),
    );
  }
};

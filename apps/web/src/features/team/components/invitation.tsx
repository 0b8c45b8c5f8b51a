import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "@larder/domain";
import { useSuspenseQuery } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { errorMessage } from "@/lib/forms";
import { invitationPreviewQuery, useAcceptInvitation } from "@/features/team/api/team";

export interface InvitationProps {
  workspaceId: string;
  token: string;
  /** The address the person is signed in with. */
  yourEmail: string;
  onAccepted: (redirectTo: string) => void;
  /** Signs out, to come back to this link signed in as the invited address. */
  onSwitchAccount: () => void;
}

/**
 * What an invitation link offers, and Accept. Explains an invitation for another address (sign
 * out and sign in as that one), and invitations that expired or were withdrawn.
 */
export function InvitationOffer({
  workspaceId,
  token,
  yourEmail,
  onAccepted,
  onSwitchAccount,
}: InvitationProps) {
  const { data: invitation } = useSuspenseQuery(invitationPreviewQuery(workspaceId, token));
  const accept = useAcceptInvitation();
  const role = ROLE_LABELS[invitation.role];

  const heading = (
    <>
      <MailCheck aria-hidden="true" className="h-10 w-10 text-brand-600" />
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-brand-950 sm:text-3xl">
        Join {invitation.workspaceName}
      </h1>
      <p className="mt-2 text-brand-950/75">
        {invitation.invitedBy ? `${invitation.invitedBy} invited ` : "You were invited: "}
        <strong className="wrap-anywhere font-semibold text-brand-950">
          {invitation.email}
        </strong>{" "}
        to join {invitation.workspaceName} on Larder as <strong>{role}</strong>.
      </p>
    </>
  );

  if (invitation.status === "expired" || invitation.status === "revoked") {
    return (
      <div>
        {heading}
        <Notice tone="error" className="mt-6">
          {invitation.status === "expired"
            ? "This invitation has expired: invitations work for 7 days. Ask the person who invited you to send a new one."
            : "This invitation was withdrawn. Ask the person who invited you to send a new one if you should still join."}
        </Notice>
        <Link to="/app" className={`${buttonClasses("secondary")} mt-6`}>
          Go to Larder
        </Link>
      </div>
    );
  }

  if (!invitation.forYou) {
    return (
      <div>
        {heading}
        <Notice tone="info" className="mt-6">
          This invitation is for someone else: it was sent to{" "}
          <strong className="wrap-anywhere">{invitation.email}</strong>, and you are signed in as{" "}
          <strong className="wrap-anywhere">{yourEmail}</strong>. Log out, then sign in as{" "}
          {invitation.email} to accept it.
        </Notice>
        <Button className="mt-6 w-full sm:w-auto" onClick={onSwitchAccount}>
          Log out and sign in as {invitation.email}
        </Button>
      </div>
    );
  }

  if (invitation.status === "accepted") {
    return (
      <div>
        {heading}
        <Notice tone="success" className="mt-6">
          You have accepted this invitation: you are a member of {invitation.workspaceName}.
        </Notice>
        <Button
          className="mt-6"
          busy={accept.isPending}
          onClick={() =>
            accept.mutate({ workspaceId, token }, { onSuccess: (r) => onAccepted(r.redirectTo) })
          }
        >
          Open {invitation.workspaceName}
        </Button>
      </div>
    );
  }

  return (
    <div>
      {heading}
      <div className="mt-6 rounded-2xl border border-brand-900/10 bg-white p-4">
        <p className="text-sm font-semibold text-brand-950">As {role} you can</p>
        <p className="mt-1 text-sm text-brand-950/75">{ROLE_DESCRIPTIONS[invitation.role]}</p>
      </div>
      <Notice tone="error" className="mt-4">
        {accept.isError ? errorMessage(accept.error) : null}
      </Notice>
      <Button
        className="mt-6 w-full sm:w-auto"
        busy={accept.isPending}
        onClick={() =>
          accept.mutate(
            { workspaceId, token },
            { onSuccess: (accepted) => onAccepted(accepted.redirectTo) },
          )
        }
      >
        Accept invitation
      </Button>
    </div>
  );
}

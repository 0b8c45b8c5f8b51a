import { escapeHtml, mailLayout } from "../../mail/layout";
import type { OutgoingMail } from "../../mail/mailer";

/** The mail inviting someone to a workspace. */
export function invitationMail(input: {
  to: string;
  workspaceName: string;
  invitedBy: string;
  roleLabel: string;
  link: string;
}): OutgoingMail {
  const text = [
    `${input.invitedBy} invited you to join ${input.workspaceName} on Larder as ${input.roleLabel}.`,
    "",
    "Open this link to accept (it works for 7 days):",
    input.link,
    "",
    "If you were not expecting this, you can ignore this email.",
    "",
    "Larder",
  ].join("\n");
  const html = mailLayout(`
<p style="margin:0 0 16px">${escapeHtml(input.invitedBy)} invited you to join <strong>${escapeHtml(input.workspaceName)}</strong> on Larder as ${escapeHtml(input.roleLabel)}.</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#1f5135;color:#fff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:10px">Accept the invitation</a></p>
<p style="margin:0 0 8px;color:#55625a;font-size:14px">The link works for 7 days.</p>
<p style="margin:0;color:#55625a;font-size:14px">If you were not expecting this, you can ignore this email.</p>`);
  return { to: input.to, subject: `Join ${input.workspaceName} on Larder`, text, html };
}

/** The mail telling someone who asked to join whether they were let in. */
export function joinAnsweredMail(input: {
  to: string;
  workspaceName: string;
  approved: boolean;
  roleLabel: string;
  appUrl: string;
}): OutgoingMail {
  const { workspaceName: workspace } = input;
  return input.approved
    ? {
        to: input.to,
        subject: `You have joined ${workspace} on Larder`,
        text: `Your request was approved: you are now a member of ${workspace} on Larder, as ${input.roleLabel}.\n\nOpen Larder:\n${new URL("/app", input.appUrl).toString()}\n\nLarder`,
      }
    : {
        to: input.to,
        subject: `Your request to join ${workspace} on Larder`,
        text: `An owner of ${workspace} declined your request to join. You can create your own workspace instead:\n${new URL("/app/welcome", input.appUrl).toString()}\n\nLarder`,
      };
}

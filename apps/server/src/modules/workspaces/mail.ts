import type { OutgoingMail } from "../../mail/mailer";

/** The mail telling an owner that someone of their domain asks to join their workspace. */
export function joinRequestMail(input: {
  to: string;
  requester: string;
  domain: string;
  workspaceName: string;
  appUrl: string;
}): OutgoingMail {
  const link = new URL("/app/settings/members", input.appUrl).toString();
  return {
    to: input.to,
    subject: `${input.requester} asks to join ${input.workspaceName} on Larder`,
    text: `${input.requester} signed up to Larder with an address at ${input.domain} and asks to join ${input.workspaceName}.\n\nApprove or decline, and choose their role, under Settings → Members:\n${link}\n\nLarder`,
  };
}

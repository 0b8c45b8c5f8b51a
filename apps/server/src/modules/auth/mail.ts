import type { OutgoingMail } from "../../mail/mailer";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(body: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f7f5ef;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#16251c">
<div style="max-width:480px;margin:0 auto;padding:32px 24px">
<p style="font-size:20px;font-weight:800;color:#1f5135;margin:0 0 24px">Larder</p>
${body}
</div></body></html>`;
}

/** The mail with a sign-in code and a one-click link. */
export function signInCodeMail(input: {
  to: string;
  code: string;
  link: string;
  purpose: "login" | "signup";
}): OutgoingMail {
  const action =
    input.purpose === "signup" ? "finish creating your Larder workspace" : "log in to Larder";
  const text = [
    `Your Larder code is ${input.code}`,
    "",
    `Enter this code to ${action}. It works once, for 10 minutes, in the browser where you asked for it.`,
    "",
    `Or open this link in that browser to sign in with one click:`,
    input.link,
    "",
    "If you did not ask for this code, you can ignore this email: nobody can sign in without it, and it expires on its own. Never share it with anyone.",
    "",
    "Larder",
  ].join("\n");
  const html = layout(`
<p style="margin:0 0 16px">Enter this code to ${action}:</p>
<p style="font-size:32px;font-weight:700;letter-spacing:8px;margin:0 0 16px;font-family:ui-monospace,Menlo,monospace">${input.code}</p>
<p style="margin:0 0 24px">It works once, for 10 minutes, in the browser where you asked for it.</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#1f5135;color:#fff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:10px">Sign in to Larder</a></p>
<p style="margin:0;color:#55625a;font-size:14px">If you did not ask for this code, you can ignore this email: nobody can sign in without it, and it expires on its own. Never share it with anyone.</p>`);
  return { to: input.to, subject: `Your Larder code: ${input.code}`, text, html };
}

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
  const html = layout(`
<p style="margin:0 0 16px">${escapeHtml(input.invitedBy)} invited you to join <strong>${escapeHtml(input.workspaceName)}</strong> on Larder as ${escapeHtml(input.roleLabel)}.</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#1f5135;color:#fff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:10px">Accept the invitation</a></p>
<p style="margin:0 0 8px;color:#55625a;font-size:14px">The link works for 7 days.</p>
<p style="margin:0;color:#55625a;font-size:14px">If you were not expecting this, you can ignore this email.</p>`);
  return { to: input.to, subject: `Join ${input.workspaceName} on Larder`, text, html };
}

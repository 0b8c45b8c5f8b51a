import { escapeHtml, mailLayout } from "../../mail/layout";
import type { OutgoingMail } from "../../mail/mailer";

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
  const html = mailLayout(`
<p style="margin:0 0 16px">Enter this code to ${action}:</p>
<p style="font-size:32px;font-weight:700;letter-spacing:8px;margin:0 0 16px;font-family:ui-monospace,Menlo,monospace">${input.code}</p>
<p style="margin:0 0 24px">It works once, for 10 minutes, in the browser where you asked for it.</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#1f5135;color:#fff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:10px">Sign in to Larder</a></p>
<p style="margin:0;color:#55625a;font-size:14px">If you did not ask for this code, you can ignore this email: nobody can sign in without it, and it expires on its own. Never share it with anyone.</p>`);
  return { to: input.to, subject: `Your Larder code: ${input.code}`, text, html };
}

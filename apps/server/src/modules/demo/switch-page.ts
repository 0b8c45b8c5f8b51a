import { DEMO_SWITCH_PLACEHOLDERS } from "@larder/contracts";

const escapeHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");

/** The same page, unstyled, for a server running without its built front end (API tests). */
const unstyled = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Open the demo? · Larder</title></head>
<body><main>
<h1>Open the demo?</h1>
<p>You are signed in to Larder as <strong>${DEMO_SWITCH_PLACEHOLDERS.signedInAs}</strong>.</p>
<form method="post" action="/demo">
<input type="hidden" name="csrf" value="${DEMO_SWITCH_PLACEHOLDERS.csrfToken}">
<button type="submit">Open the demo (signs you out)</button>
</form>
<a href="/app">Back to Larder</a>
</main></body></html>`;

/**
 * The page `/demo` shows a signed-in person: who they are signed in as, "Open the demo (signs
 * you out)" (a form posting the session's CSRF token back to /demo) or "Back to Larder".
 */
export function demoSwitchPage(
  template: string | null,
  who: { email: string; name: string },
  csrfToken: string,
): string {
  const signedInAs = who.name.trim() ? `${who.name.trim()} (${who.email})` : who.email;
  // The token first: a name cannot then smuggle the token's placeholder into view.
  return (template ?? unstyled)
    .replaceAll(DEMO_SWITCH_PLACEHOLDERS.csrfToken, escapeHtml(csrfToken))
    .replaceAll(DEMO_SWITCH_PLACEHOLDERS.signedInAs, escapeHtml(signedInAs));
}

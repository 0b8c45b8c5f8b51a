/** Text made safe to place inside HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The HTML frame of every mail Larder writes: its name, then `body`. */
export function mailLayout(body: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f7f5ef;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#16251c">
<div style="max-width:480px;margin:0 auto;padding:32px 24px">
<p style="font-size:20px;font-weight:800;color:#1f5135;margin:0 0 24px">Larder</p>
${body}
</div></body></html>`;
}

import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Larder's accessibility bar: no serious or critical axe-core violation on the page as it is, or
 * in the part `include` selects (a popover, once the page under it has been checked).
 *
 * Besides the WCAG 2.0/2.1 A and AA rules and best practices, two checks for WCAG 2.5.3 "Label in
 * Name" (issue 14), so that a voice-control user who says what they see reaches the control:
 * - axe-core's `label-content-name-mismatch`, which is experimental and so off unless enabled;
 * - the stricter `name-starts-with-visible-text` below: a control named by `aria-label` or
 *   `aria-labelledby` is announced with its visible text first ("Alerts, 3 new notifications"),
 *   and so is a field with the text of the label it sits in ("Sun, open at Main Street").
 */
export async function expectNoSeriousViolations(
  page: Page,
  what = page.url(),
  include?: string,
): Promise<void> {
  const builder = new AxeBuilder({ page })
    // `options` replaces the builder's options, so it comes before `withTags`.
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]);
  const results = await (include ? builder.include(include) : builder).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  serious.push(...(await namesNotStartingWithVisibleText(page, include)));
  expect(serious, `serious or critical violations on ${what}`).toEqual([]);
}

/**
 * Controls whose accessible name (from `aria-label` or `aria-labelledby`) does not begin with the
 * text they show. Text a screen reader skips (`aria-hidden`, such as a count badge) and text
 * clipped out of sight (`sr-only`) is not what the control shows, as in axe-core's rule.
 */
export function namesNotStartingWithVisibleText(page: Page, include?: string): Promise<string[]> {
  return page.evaluate((scope) => {
    const controls =
      'a[href], button, summary, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="option"], [role="checkbox"], [role="radio"], [role="switch"]';
    const fields = "input:not([type=hidden]), select, textarea";
    const plain = (text: string) =>
      text
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, " ")
        .trim();
    const shown = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
      if (!(node instanceof Element)) return "";
      // A field shows what is typed or chosen in it, not a label.
      if (node.getAttribute("aria-hidden") === "true" || node.matches(fields)) return "";
      const style = getComputedStyle(node);
      if (style.display === "none" || style.visibility === "hidden") return "";
      const box = node.getBoundingClientRect();
      if (style.position === "absolute" && (box.width <= 1 || box.height <= 1)) return "";
      return Array.from(node.childNodes, shown).join(node instanceof HTMLElement ? " " : "");
    };
    // A field's visible text is its <label>'s (the field itself shows only what is typed).
    const labelText = (field: Element) => {
      const label =
        field.closest("label") ??
        (field.id ? document.querySelector(`label[for="${CSS.escape(field.id)}"]`) : null);
      return label
        ? Array.from(label.childNodes, (node) => (node === field ? "" : shown(node))).join(" ")
        : "";
    };
    const root = scope ? document.querySelector(scope) : document.body;
    const failures: string[] = [];
    for (const control of Array.from(root?.querySelectorAll(`${controls}, ${fields}`) ?? [])) {
      const labelledBy = control.getAttribute("aria-labelledby");
      const name = labelledBy
        ? labelledBy
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? "")
            .join(" ")
        : control.getAttribute("aria-label");
      if (!name || !(control as HTMLElement).offsetParent) continue;
      const visible = plain(control.matches(fields) ? labelText(control) : shown(control));
      if (visible && !plain(name).startsWith(visible)) {
        failures.push(
          `name-starts-with-visible-text: "${name}" does not start with "${visible}" (${control.outerHTML.slice(0, 120)})`,
        );
      }
    }
    return failures;
  }, include ?? null);
}

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import axe from "axe-core";

/**
 * The current axe-core (a dev dependency of its own), injected into the page in place of the one
 * @axe-core/playwright bundles: that glue's releases from 4.14 declare Node 22, and Larder runs on
 * Node 20, while axe-core itself runs anywhere.
 */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * Every rule axe-core has, switched on (those it leaves off by default included), but the ones it
 * marks deprecated and WCAG's level AAA, which W3C does not recommend as the target of a whole
 * site (its 7:1 contrast would take the secondary text of every screen to near black).
 */
const EVERY_RULE = Object.fromEntries(
  axe
    .getRules()
    .filter((rule) => !rule.tags.includes("deprecated") && !rule.tags.includes("wcag2aaa"))
    .map((rule) => [rule.ruleId, { enabled: true }]),
);

/**
 * Larder's accessibility bar: no serious or critical axe-core violation on the page as it is, or
 * in the part `include` selects (a popover, once the page under it has been checked).
 *
 * Every rule of the installed axe-core runs (`EVERY_RULE`: WCAG 2.0–2.2 A and AA, best practices
 * and the experimental rules, `label-content-name-mismatch` and `p-as-heading` among them). Beside
 * them, a stricter check for WCAG 2.5.3 "Label in Name" (issue 14), so that
 * a voice-control user who says what they see reaches the control: the
 * `name-starts-with-visible-text` check below wants a control named by `aria-label` or
 * `aria-labelledby` announced with its visible text first ("Alerts, 3 new notifications"), and a
 * field with the text of the label it sits in ("Sun, open at Main Street").
 */
export async function expectNoSeriousViolations(
  page: Page,
  what = page.url(),
  include?: string,
): Promise<void> {
  const builder = new AxeBuilder({ page, axeSource }).options({ rules: EVERY_RULE });
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(results.testEngine.version, "the axe-core that ran").toBe(axe.version);
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

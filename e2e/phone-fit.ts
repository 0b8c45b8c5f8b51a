import { expect, type Locator, type Page } from "@playwright/test";

/**
 * What does not fit a phone on the page as it is: the page scrolling sideways, any element wider
 * than the screen, a box that scrolls sideways (what it hides has no sign on a phone), and any
 * link, button or field lying partly off the screen. An empty list when everything fits.
 */
export function whatDoesNotFit(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const problems: string[] = [];
    const name = (element: Element) => {
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50);
      const label = element.getAttribute("aria-label");
      return `<${element.tagName.toLowerCase()}> "${label ?? text}"`;
    };
    const scrolled = document.documentElement.scrollWidth - width;
    if (scrolled > 1) problems.push(`the page scrolls ${scrolled} px sideways`);
    for (const element of Array.from(document.body.querySelectorAll("*"))) {
      const style = getComputedStyle(element);
      if (style.display === "none" || style.visibility === "hidden") continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // Text for screen readers only (sr-only) is clipped to a pixel on purpose.
      if (style.position === "absolute" && (box.width <= 1 || box.height <= 1)) continue;
      if (box.width > width + 1)
        problems.push(
          `${name(element)} is ${Math.round(box.width)} px wide on a ${width} px screen`,
        );
      const sideways = style.overflowX === "auto" || style.overflowX === "scroll";
      if (sideways && element.scrollWidth > element.clientWidth + 1)
        problems.push(
          `${name(element)} hides ${element.scrollWidth - element.clientWidth} px sideways`,
        );
      if (
        element.matches("a[href], button, input, select, textarea, [tabindex]") &&
        (box.left < -1 || box.right > width + 1)
      )
        problems.push(
          `${name(element)} lies off the screen (${Math.round(box.left)} to ${Math.round(box.right)} px)`,
        );
    }
    return problems;
  });
}

/** Whether the element is wholly on the screen and not cut off by a box around it. */
export function inSight(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    if (box.width === 0 || box.left < -1 || box.right > window.innerWidth + 1) return false;
    for (let parent = node.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === "visible" && style.overflowY === "visible") continue;
      const frame = parent.getBoundingClientRect();
      if (box.left < frame.left - 1 || box.right > frame.right + 1) return false;
    }
    return true;
  });
}

/**
 * Every destination of the navigation called `name` can be reached on this screen: each link is
 * either in sight, or under a "More" button in sight whose menu shows it in sight. Returns the
 * addresses reached, for the caller to compare with the screens the member may use.
 */
export async function reachableDestinations(page: Page, name = "Main"): Promise<string[]> {
  const nav = page.getByRole("navigation", { name });
  const reached = new Set<string>();
  const collect = async () => {
    for (const link of await nav.getByRole("link").all()) {
      const label = await link.textContent();
      expect.soft(await inSight(link), `the navigation's "${label}" is in sight`).toBe(true);
      reached.add((await link.getAttribute("href"))!);
    }
  };
  await collect();
  const more = nav.getByRole("button", { name: /^More/ });
  if (await more.isVisible()) {
    expect.soft(await inSight(more), "the navigation's More is in sight").toBe(true);
    await more.click();
    await expect(nav.getByRole("link").last()).toBeVisible();
    await collect();
    await page.keyboard.press("Escape");
  }
  return [...reached].sort();
}

/**
 * Where the screen's first piece of data starts: the first table row, list item, card, chart,
 * figure list or form of the main content after its h1 and the h1's actions (the block around
 * the h1 that holds nothing of the kind), with what it is, for the message. `top` is -1 when
 * there is none.
 */
export function firstDatum(page: Page): Promise<{ top: number; what: string }> {
  return page.evaluate(() => {
    const main = document.getElementById("main");
    const h1 = main?.querySelector("h1");
    if (!main || !h1) return { top: -1, what: "no h1 in the main content" };
    const data = "tbody tr, li, section, article, figure, table, dl, form, [role=img], canvas";
    const isData = (element: Element) => element.matches(data) && !element.closest("nav");
    let header: Element = h1;
    while (
      header.parentElement &&
      header.parentElement !== main &&
      !Array.from(header.parentElement.querySelectorAll(data)).some(isData)
    )
      header = header.parentElement;
    for (const element of Array.from(main.querySelectorAll(data))) {
      if (!isData(element) || header.contains(element)) continue;
      if (!(header.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (getComputedStyle(element).visibility === "hidden") continue;
      const text = (element.getAttribute("aria-label") ?? element.textContent ?? "")
        .trim()
        .replace(/\s+/g, " ")
        .slice(0, 40);
      return { top: Math.round(box.top), what: `<${element.tagName.toLowerCase()}> "${text}"` };
    }
    return { top: -1, what: "nothing after the h1" };
  });
}

/** The header turns opaque once the page has scrolled more than this (spec §9). */
export const HEADER_SCROLL_THRESHOLD_PX = 10;

/**
 * The showcase's sticky image follows the section lying in this band of the viewport's
 * height (spec §9: 40% to 60%).
 */
export const SHOWCASE_BAND = { top: 0.4, bottom: 0.6 } as const;

export const SHOWCASE_SECTIONS = ["inventory", "supplier", "analytics"] as const;
export type ShowcaseSection = (typeof SHOWCASE_SECTIONS)[number];

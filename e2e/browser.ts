import chromium from "./chromium.json" with { type: "json" };

/** Debian's Chromium; Larder's browser tests never download a browser of their own. */
export const chromiumPath = process.env.CHROME_PATH ?? chromium.path;

/** Flags for a headless Chromium on a machine without a network beyond localhost. */
export const chromiumArgs = chromium.args;

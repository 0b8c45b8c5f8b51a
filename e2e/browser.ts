import { existsSync } from "node:fs";

/** Debian's Chromium; Larder's browser tests never download a browser of their own. */
export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export const chromiumInstalled = (): boolean => existsSync(chromiumPath);

export const installHint = `Browser tests need Chromium at ${chromiumPath}. Install it with: sudo apt-get install chromium (or set CHROME_PATH).`;

/** Every prerendered public page, for tests that run on each. */
export const publicPaths = [
  "/",
  "/smart-inventory",
  "/signup",
  "/login",
  "/privacy-policy",
  "/terms-conditions",
] as const;

export const phone = { width: 375, height: 740 };

import type { ComponentType } from "react";

/**
 * Every island of the public pages and how to load its code. The key is the file name of the
 * module, which the prerender step uses to find the chunk in Vite's manifest.
 */
export const islands = {
  "site-header": () =>
    import("../../features/marketing/components/site-header").then((m) => m.SiteHeader),
  "showcase-image": () =>
    import("../../features/marketing/components/showcase-image").then((m) => m.ShowcaseImage),
  "email-sign-in-form": () =>
    import("../../features/auth/components/email-sign-in-form").then((m) => m.EmailSignInForm),
  "not-found-logger": () =>
    import("../../components/not-found-logger").then((m) => m.NotFoundLogger),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof islands;

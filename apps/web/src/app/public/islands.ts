import type { ComponentType } from "react";

/**
 * Every island of the public pages and how to load its code: each is its own chunk, fetched by
 * `hydrate-islands.ts` only on the pages that contain it. The key is what `<Island name>` says.
 */
export const islands = {
  "site-header": () =>
    import("@/features/marketing/components/site-header").then((m) => m.SiteHeader),
  "showcase-image": () =>
    import("@/features/marketing/components/showcase-image").then((m) => m.ShowcaseImage),
  "email-sign-in-form": () =>
    import("@/features/auth/components/email-sign-in-form").then((m) => m.EmailSignInForm),
  "passkey-sign-in": () =>
    import("@/features/auth/components/passkey-sign-in").then((m) => m.PasskeySignIn),
  "auth-switch-link": () =>
    import("@/features/auth/components/switch-link").then((m) => m.SwitchLink),
  "not-found-logger": () => import("@/components/not-found-logger").then((m) => m.NotFoundLogger),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof islands;

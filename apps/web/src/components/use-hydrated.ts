import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False in the prerendered HTML and while an island hydrates, true after: React renders the
 * server value during hydration, then the client value. Buttons that need JavaScript stay
 * disabled until then, so a tap before hydration is never lost or misread.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

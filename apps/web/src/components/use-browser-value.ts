import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * A value only the browser knows (the address's query, the tab's storage): `serverValue` in
 * the prerendered HTML and while an island hydrates, the browser's right after. The snapshot
 * must be a string or another value that compares equal between calls.
 */
export function useBrowserValue<T>(snapshot: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribe, snapshot, () => serverValue);
}

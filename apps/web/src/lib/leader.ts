import { claimLease, readLease, RENEW_MS } from "./lease";

/**
 * What the leading tab does while it leads; `takeover` says another tab led before it (so what
 * happened in between may have been missed). Returns how to stop.
 */
export type Lead = (takeover: boolean) => () => void;

/**
 * Runs `lead` in one tab of this browser at a time for `name`: when that tab closes, navigates
 * away or stops, another takes over at once. Web Locks where the browser has them; a lease in
 * localStorage where it does not (plain HTTP away from localhost); without either, this tab
 * leads alone. Returns how to stop taking part.
 */
export function electLeader(name: string, lead: Lead): () => void {
  if (typeof navigator !== "undefined" && navigator.locks) return electWithLocks(name, lead);
  if (typeof localStorage !== "undefined") return electWithLease(name, lead);
  return lead(false);
}

/** Resolves once `signal` is aborted, at once if it already is. */
function aborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener("abort", () => resolve(), { once: true });
  });
}

/**
 * How long a tab may wait for the lock and still count as its first holder: a page loaded over
 * the previous page of the same tab asks before that page has let go (on a loaded machine, up to
 * a second or so), and reading everything again at every page load would only cost requests.
 */
const PREVIOUS_PAGE_MS = 2_000;

/**
 * The lock is held for as long as this tab leads; the browser lets it go when the tab closes or
 * crashes, and hands it to the next tab waiting for it.
 */
function electWithLocks(name: string, lead: Lead): () => void {
  const stop = new AbortController();
  const asked = Date.now();
  const hold = (waited: boolean) => async (lock: Lock | null) => {
    if (!lock) return false;
    if (stop.signal.aborted) return true;
    const resign = lead(waited && Date.now() - asked >= PREVIOUS_PAGE_MS);
    await aborted(stop.signal);
    resign();
    return true;
  };
  navigator.locks
    .request(name, { ifAvailable: true }, hold(false))
    .then((led) => {
      // Another tab leads: wait in line to take over from it.
      if (!led && !stop.signal.aborted)
        return navigator.locks.request(name, { signal: stop.signal }, hold(true));
    })
    .catch(() => {
      // Stopped while waiting in line.
    });
  return () => stop.abort();
}

/** How long a fresh claim must stand before its tab leads: another may have claimed at once. */
const SETTLE_MS = 300;

/**
 * The lease is renewed every {@link RENEW_MS}; a closing tab gives it back, and the others hear
 * of it through the `storage` event and claim it at once.
 */
function electWithLease(name: string, lead: Lead): () => void {
  const key = `larder-lead:${name}`;
  const tab = crypto.randomUUID();
  let resign: (() => void) | null = null;
  let settling: number | undefined;
  let waited = false;
  const current = () => readLease(localStorage.getItem(key));

  const step = () => {
    const mine = claimLease(current(), tab, Date.now());
    if (!mine) {
      waited = true;
      resign?.();
      resign = null;
      return;
    }
    localStorage.setItem(key, JSON.stringify(mine));
    if (resign || settling !== undefined) return;
    settling = window.setTimeout(() => {
      settling = undefined;
      if (current()?.tab === tab) resign = lead(waited);
      else step();
    }, SETTLE_MS);
  };
  const giveBack = () => {
    // Leading again after this (back from the back-forward cache) is a takeover.
    waited = true;
    window.clearTimeout(settling);
    settling = undefined;
    resign?.();
    resign = null;
    if (current()?.tab === tab) localStorage.removeItem(key);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) step();
  };
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted) step();
  };

  const renewal = window.setInterval(step, RENEW_MS);
  window.addEventListener("storage", onStorage);
  window.addEventListener("pagehide", giveBack);
  window.addEventListener("pageshow", onShow);
  step();
  return () => {
    window.clearInterval(renewal);
    window.removeEventListener("storage", onStorage);
    window.removeEventListener("pagehide", giveBack);
    window.removeEventListener("pageshow", onShow);
    giveBack();
  };
}

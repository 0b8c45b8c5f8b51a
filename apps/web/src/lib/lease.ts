/**
 * Which tab of a browser leads, where Web Locks are missing: a lease in localStorage that the
 * leading tab renews and any tab may take once it has run out. Browsers offer Web Locks only in
 * secure contexts, and Larder served over plain HTTP at a LAN address (another device in the
 * kitchen reaching `npm start`) is not one (decision 0013).
 */
export interface Lease {
  /** The leading tab's id. */
  tab: string;
  /** Until when, in epoch milliseconds. */
  until: number;
}

/**
 * How long a lease lasts without renewal: longer than a hidden tab's timers may sleep (Chrome
 * wakes a tab hidden for minutes once a minute), so that a leader in the background keeps it.
 * A tab that closes gives its lease back at once; this is only how long a crashed one holds it.
 */
export const LEASE_MS = 150_000;

/** How often the leading tab renews its lease, and the others look whether it has run out. */
export const RENEW_MS = 10_000;

/** A lease as stored, or null for nothing or anything unreadable. */
export function readLease(stored: string | null): Lease | null {
  if (!stored) return null;
  try {
    const lease = JSON.parse(stored) as Partial<Lease> | null;
    if (typeof lease?.tab !== "string" || typeof lease.until !== "number") return null;
    return { tab: lease.tab, until: lease.until };
  } catch {
    return null;
  }
}

/**
 * The lease `tab` should write to lead at `now`, or null while another tab's lease still runs:
 * a free, expired or own lease is (re)taken for another {@link LEASE_MS}.
 */
export function claimLease(current: Lease | null, tab: string, now: number): Lease | null {
  if (current && current.tab !== tab && current.until > now) return null;
  return { tab, until: now + LEASE_MS };
}

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { claimLease, LEASE_MS, readLease, RENEW_MS } from "./lease";

describe("the leading tab's lease", () => {
  it("is taken when free, renewed by its holder, and refused to others while it runs", () => {
    const first = claimLease(null, "a", 1_000);
    expect(first).toEqual({ tab: "a", until: 1_000 + LEASE_MS });
    expect(claimLease(first, "b", 2_000)).toBeNull();
    expect(claimLease(first, "a", 2_000)).toEqual({ tab: "a", until: 2_000 + LEASE_MS });
  });

  it("passes to another tab once it has run out", () => {
    const lease = { tab: "a", until: 5_000 };
    expect(claimLease(lease, "b", 4_999)).toBeNull();
    expect(claimLease(lease, "b", 5_000)).toEqual({ tab: "b", until: 5_000 + LEASE_MS });
  });

  it("outlasts many renewals a throttled background tab may miss", () => {
    // A hidden tab's timers may fire once a minute: two missed beats still keep the lease.
    expect(LEASE_MS).toBeGreaterThan(2 * 60_000 + RENEW_MS);
  });

  it("reads what was stored, and nothing from what it cannot read", () => {
    expect(readLease(JSON.stringify({ tab: "a", until: 9 }))).toEqual({ tab: "a", until: 9 });
    for (const stored of [null, "", "{", "null", "[]", '{"tab":1,"until":2}', '{"tab":"a"}'])
      expect(readLease(stored)).toBeNull();
  });

  it("lets exactly one of many tabs hold it at any moment", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom("a", "b", "c"), fc.nat(1_000_000)), { maxLength: 40 }),
        (steps) => {
          let lease: ReturnType<typeof readLease> = null;
          const ordered = [...steps].sort(([, x], [, y]) => x - y);
          for (const [tab, now] of ordered) {
            const claimed = claimLease(lease, tab, now);
            if (claimed) {
              // Only when free, expired or already its own.
              expect(!lease || lease.tab === tab || lease.until <= now).toBe(true);
              lease = claimed;
            }
          }
        },
      ),
    );
  });
});

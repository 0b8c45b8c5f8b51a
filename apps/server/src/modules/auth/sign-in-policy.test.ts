import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decideCode, SIGN_IN_LIMITS, type RecentCode } from "./sign-in-policy";

const code = (overrides: Partial<RecentCode> = {}): RecentCode => ({
  ageSeconds: 120,
  sameBrowser: false,
  sameNetwork: false,
  budgetTries: 5,
  failedAttempts: 0,
  ...overrides,
});

/** `count` codes drawn by strangers, one every `every` seconds, newest first. */
const strangers = (count: number, every = 60, overrides: Partial<RecentCode> = {}) =>
  Array.from({ length: count }, (_, n) => code({ ageSeconds: 40 + n * every, ...overrides }));

const newcomer = { firstCodeAgeSeconds: null, knownBrowser: false };

describe("decideCode", () => {
  it("sends a first code with five fresh tries", () => {
    expect(decideCode({ recent: [], ...newcomer })).toEqual({
      issue: true,
      standing: "newcomer",
      budgetTries: 5,
      failedAttempts: 0,
    });
  });

  it("makes a browser without standing wait for the address's last code", () => {
    const decision = decideCode({ recent: [code({ ageSeconds: 12 })], ...newcomer });
    expect(decision).toEqual({ issue: false, reason: "cooldown", waitSeconds: 18 });
  });

  it("makes a browser with a code wait only for its own last one", () => {
    const recent = [code({ ageSeconds: 3 }), code({ ageSeconds: 50, sameBrowser: true })];
    const decision = decideCode({ recent, firstCodeAgeSeconds: 50, knownBrowser: false });
    expect(decision).toMatchObject({ issue: true, standing: "holder" });
    const tooSoon = decideCode({
      recent: [code({ ageSeconds: 10, sameBrowser: true })],
      firstCodeAgeSeconds: 10,
      knownBrowser: false,
    });
    expect(tooSoon).toEqual({ issue: false, reason: "cooldown", waitSeconds: 20 });
  });

  it("refuses a new browser once the address's hundred tries of the hour are out", () => {
    const recent = strangers(20, 60); // 20 codes from 20 networks, 100 tries
    const decision = decideCode({ recent, ...newcomer });
    // The oldest stranger's code (40 + 19 × 60 s old) leaves the hour first.
    expect(decision).toEqual({ issue: false, reason: "address", waitSeconds: 3600 - 1180 });
  });

  it("refuses a new browser once its network has taken a quarter of the address's tries", () => {
    const recent = strangers(5, 60, { sameNetwork: true });
    expect(decideCode({ recent, ...newcomer })).toMatchObject({ issue: false, reason: "network" });
    expect(decideCode({ recent: strangers(5, 60), ...newcomer })).toMatchObject({ issue: true });
  });

  it("never refuses the browser holding a code because of strangers: its tries carry over", () => {
    const recent = [
      ...strangers(40, 30),
      code({ ageSeconds: 200, sameBrowser: true, failedAttempts: 2 }),
    ];
    recent.sort((a, b) => a.ageSeconds - b.ageSeconds);
    const decision = decideCode({ recent, firstCodeAgeSeconds: 200, knownBrowser: false });
    expect(decision).toEqual({
      issue: true,
      standing: "holder",
      budgetTries: 0,
      failedAttempts: 2,
    });
  });

  it("never refuses a browser that has signed in as the address before because of strangers", () => {
    const decision = decideCode({
      recent: strangers(40, 30),
      firstCodeAgeSeconds: null,
      knownBrowser: true,
    });
    expect(decision).toEqual({ issue: true, standing: "known", budgetTries: 0, failedAttempts: 0 });
  });

  it("caps one browser at five codes an hour for one address", () => {
    const recent = Array.from({ length: 5 }, (_, n) =>
      code({ ageSeconds: 100 + n * 300, sameBrowser: true }),
    );
    const decision = decideCode({ recent, firstCodeAgeSeconds: 1300, knownBrowser: false });
    expect(decision).toEqual({ issue: false, reason: "browser", waitSeconds: 3600 - 1300 });
  });

  it("loses its standing an hour after its first code, so standing cannot be kept up forever", () => {
    const recent = [code({ ageSeconds: 600, sameBrowser: true }), ...strangers(20, 60)];
    recent.sort((a, b) => a.ageSeconds - b.ageSeconds);
    const decision = decideCode({ recent, firstCodeAgeSeconds: 3700, knownBrowser: false });
    expect(decision).toMatchObject({ issue: false, reason: "address" });
  });

  it("never hands out more than 100 fresh tries an hour to browsers that have not signed in, whoever asks", () => {
    const request = fc.record({
      ageSeconds: fc.integer({ min: 0, max: 4000 }),
      sameBrowser: fc.boolean(),
      sameNetwork: fc.boolean(),
      budgetTries: fc.constantFrom(0, 5),
      failedAttempts: fc.integer({ min: 0, max: 5 }),
    });
    fc.assert(
      fc.property(
        fc.array(request, { maxLength: 60 }),
        fc.option(fc.integer({ min: 0, max: 5000 })),
        (recent, first) => {
          recent.sort((a, b) => a.ageSeconds - b.ageSeconds);
          const decision = decideCode({ recent, firstCodeAgeSeconds: first, knownBrowser: false });
          if (!decision.issue || decision.budgetTries === 0) return;
          const inHour = recent.filter((c) => c.ageSeconds < SIGN_IN_LIMITS.windowSeconds);
          const total = inHour.reduce((t, c) => t + c.budgetTries, 0);
          const network = inHour
            .filter((c) => c.sameNetwork)
            .reduce((t, c) => t + c.budgetTries, 0);
          expect(total + decision.budgetTries).toBeLessThanOrEqual(SIGN_IN_LIMITS.triesPerAddress);
          expect(network + decision.budgetTries).toBeLessThanOrEqual(
            SIGN_IN_LIMITS.triesPerAddressAndNetwork,
          );
        },
      ),
    );
  });
});

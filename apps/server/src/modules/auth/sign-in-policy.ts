/**
 * Who may be sent a sign-in code, and with how many tries (decision 0019). Pure: the caller
 * reads the address's recent codes under the address's lock and writes what this decides.
 *
 * Tries are what a guesser needs, so they are the scarce thing: each address hands out at most
 * 100 an hour (OWASP ASVS 2.2.1), and no one network more than a quarter of them. A browser
 * that already has standing for the address (it was sent a code for it in the last hour, or it
 * has signed in as it before) is never refused because of other browsers' requests: it has its
 * own cooldown and its own cap, and when the address's tries are spent its new code carries
 * over the tries its previous one had left instead of drawing fresh ones.
 */

export const CODE_TTL_SECONDS = 10 * 60;
export const MAX_FAILED_ATTEMPTS = 5;
export const RESEND_COOLDOWN_SECONDS = 30;

export const SIGN_IN_LIMITS = {
  /** Codes asked for from one network (an IPv4 address or an IPv6 /64), for any address. */
  codesPerNetwork: {
    what: "sign-in codes were asked for from your network",
    limit: 30,
    windowSeconds: 15 * 60,
  },
  /** Codes and links tried from one network. */
  attemptsPerNetwork: {
    what: "sign-in attempts came from your network",
    limit: 60,
    windowSeconds: 15 * 60,
  },
  /** How long a browser keeps its standing after the first code it was sent for an address. */
  standingSeconds: 60 * 60,
  /** Codes one browser may be sent for one address in an hour. */
  codesPerBrowser: 5,
  /** Tries an address hands out in an hour to browsers that have not signed in as it. */
  triesPerAddress: 100,
  /** …of which one network may take this many. */
  triesPerAddressAndNetwork: 25,
  windowSeconds: 60 * 60,
} as const;

/** One code sent for the address in the last hour, newest first. */
export interface RecentCode {
  ageSeconds: number;
  sameBrowser: boolean;
  sameNetwork: boolean;
  /** Tries it drew from the address's hourly allowance (0 or 5). */
  budgetTries: number;
  failedAttempts: number;
}

export interface CodeRequest {
  recent: RecentCode[];
  /** How long ago this browser was sent its first code for the address, if it ever was. */
  firstCodeAgeSeconds: number | null;
  /** The browser has signed in as this address before (its known-browser cookie says so). */
  knownBrowser: boolean;
}

export type Standing = "known" | "holder" | "newcomer";

export type CodeDecision =
  | {
      issue: true;
      standing: Standing;
      /** Tries drawn from the address's allowance: 5, or 0 (carried over, or a known browser). */
      budgetTries: number;
      /** Wrong tries the new code starts with: its predecessor's when the tries carry over. */
      failedAttempts: number;
    }
  | {
      issue: false;
      reason: "cooldown" | "browser" | "network" | "address";
      waitSeconds: number;
    };

const HOUR = SIGN_IN_LIMITS.windowSeconds;
const sum = (codes: RecentCode[]) => codes.reduce((total, code) => total + code.budgetTries, 0);

/** Seconds until enough of `codes`' tries leave the window for `needed` more to fit `limit`. */
function waitForTries(codes: RecentCode[], limit: number, needed: number): number {
  let inWindow = sum(codes);
  for (const code of [...codes].reverse()) {
    inWindow -= code.budgetTries;
    if (inWindow + needed <= limit) return Math.max(1, Math.ceil(HOUR - code.ageSeconds));
  }
  return HOUR;
}

export function decideCode(request: CodeRequest): CodeDecision {
  const recent = request.recent.filter((code) => code.ageSeconds < HOUR);
  const fromBrowser = recent.filter((code) => code.sameBrowser);
  const standing: Standing = request.knownBrowser
    ? "known"
    : request.firstCodeAgeSeconds !== null &&
        request.firstCodeAgeSeconds < SIGN_IN_LIMITS.standingSeconds &&
        fromBrowser.length > 0
      ? "holder"
      : "newcomer";

  // A browser with standing waits for its own last code only; any other waits for the
  // address's last code, so that parallel requests from strangers send one code, not many.
  const latest = standing === "newcomer" ? recent[0] : fromBrowser[0];
  if (latest && latest.ageSeconds < RESEND_COOLDOWN_SECONDS)
    return {
      issue: false,
      reason: "cooldown",
      waitSeconds: Math.max(1, Math.ceil(RESEND_COOLDOWN_SECONDS - latest.ageSeconds)),
    };

  if (standing !== "newcomer" && fromBrowser.length >= SIGN_IN_LIMITS.codesPerBrowser) {
    const oldest = fromBrowser[SIGN_IN_LIMITS.codesPerBrowser - 1]!;
    return { issue: false, reason: "browser", waitSeconds: Math.ceil(HOUR - oldest.ageSeconds) };
  }
  if (standing === "known") return { issue: true, standing, budgetTries: 0, failedAttempts: 0 };

  const fromNetwork = recent.filter((code) => code.sameNetwork);
  const networkFull =
    sum(fromNetwork) + MAX_FAILED_ATTEMPTS > SIGN_IN_LIMITS.triesPerAddressAndNetwork;
  const addressFull = sum(recent) + MAX_FAILED_ATTEMPTS > SIGN_IN_LIMITS.triesPerAddress;
  if (!networkFull && !addressFull)
    return { issue: true, standing, budgetTries: MAX_FAILED_ATTEMPTS, failedAttempts: 0 };
  if (standing === "holder")
    return {
      issue: true,
      standing,
      budgetTries: 0,
      failedAttempts: fromBrowser[0]!.failedAttempts,
    };
  return networkFull
    ? {
        issue: false,
        reason: "network",
        waitSeconds: waitForTries(
          fromNetwork,
          SIGN_IN_LIMITS.triesPerAddressAndNetwork,
          MAX_FAILED_ATTEMPTS,
        ),
      }
    : {
        issue: false,
        reason: "address",
        waitSeconds: waitForTries(recent, SIGN_IN_LIMITS.triesPerAddress, MAX_FAILED_ATTEMPTS),
      };
}

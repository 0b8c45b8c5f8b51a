/**
 * The code step of signing in, kept in sessionStorage so that a reload (or a look at the mail
 * app on a phone, which may unload the tab) comes back to "Check your email", not to the start.
 */
export interface SignInProgress {
  email: string;
  mode: "signup" | "login";
  challengeId: string;
  /** When the code stops working (ISO). */
  expiresAt: string;
  /** When another code may be asked for (ms since the epoch). */
  resendAt: number;
  next: string | null;
}

const KEY = "larder.sign-in";

export function saveProgress(progress: SignInProgress): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(progress));
  } catch {
    // Private browsing may refuse storage; the step then simply does not survive a reload.
  }
}

/** The stored step as text (a stable snapshot for React), or null. */
export function readStoredProgress(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function loadProgress(now = Date.now()): SignInProgress | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const progress = JSON.parse(raw) as Partial<SignInProgress>;
    if (
      typeof progress.email !== "string" ||
      typeof progress.challengeId !== "string" ||
      typeof progress.expiresAt !== "string" ||
      new Date(progress.expiresAt).getTime() <= now
    ) {
      sessionStorage.removeItem(KEY);
      return null;
    }
    return {
      email: progress.email,
      mode: progress.mode === "signup" ? "signup" : "login",
      challengeId: progress.challengeId,
      expiresAt: progress.expiresAt,
      resendAt: typeof progress.resendAt === "number" ? progress.resendAt : 0,
      next: typeof progress.next === "string" ? progress.next : null,
    };
  } catch {
    return null;
  }
}

export function clearProgress(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept, nothing to clear
  }
}

/** The digits of a code as typed or pasted ("123 456", "123-456"), at most six. */
export function codeDigits(value: string): string {
  return value.replace(/\D/g, "").slice(0, 6);
}

/** Why a one-click link from the email sent the person back to /login (`?error=`). */
export function linkErrorMessage(code: string): string {
  switch (code) {
    case "other_browser":
      return "That sign-in link was opened in a different browser from the one where the code was asked for. Open it in that browser, or ask for a new code here.";
    case "code_used":
      return "That sign-in link has already been used, or a newer code was sent since. Ask for a new code below.";
    case "code_expired":
      return "That sign-in link has expired: links and codes work for 10 minutes. Ask for a new code below.";
    case "rate_limited":
      return "There were too many sign-in attempts from this network. Wait a few minutes, then ask for a new code.";
    case "google_failed":
      return "Signing in with Google did not work: Google did not confirm an email address for this browser. Try again, or continue with your email.";
    case "google_unavailable":
      return "Google sign-in cannot be reached right now. Try again in a few minutes, or continue with your email.";
    case "demo_rate_limited":
      return "Several demo workspaces have already been opened from this network in the last hour. Try the demo again later, or create your own workspace below: your first year is free.";
    case "code_unknown":
    case "link_invalid":
      return "That sign-in link is not valid. It may be incomplete: ask for a new code below.";
    default:
      return "Signing in did not work. Ask for a new code below, or try again.";
  }
}

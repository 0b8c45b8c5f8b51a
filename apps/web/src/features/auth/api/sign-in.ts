import type { ApiError, EmailSignInStarted, SignedIn } from "@larder/contracts";

export type StartOutcome =
  | { ok: true; started: EmailSignInStarted }
  | { ok: false; message: string; retryAfterSeconds?: number };

export type VerifyOutcome =
  { ok: true; redirectTo: string } | { ok: false; message: string; code: string };

const unreachable = "Larder could not be reached. Check your connection and try again.";

async function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
}

async function errorOf(response: Response, fallback: string): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as ApiError | null;
  return body?.message ? body : { error: "unknown", message: fallback };
}

/**
 * Asks the server to email a sign-in code to `email`. `next` is where to go afterwards (a path
 * inside /app; the server ignores anything else).
 */
export async function startEmailSignIn(
  email: string,
  mode: "signup" | "login",
  next?: string | null,
): Promise<StartOutcome> {
  try {
    const response = await postJson("/api/auth/email/start", {
      email,
      mode,
      ...(next ? { next } : {}),
    });
    if (response.ok) return { ok: true, started: (await response.json()) as EmailSignInStarted };
    if (response.status === 404)
      return { ok: false, message: "Signing in by email is not available on this server yet." };
    const error = await errorOf(response, "Your code could not be sent. Please try again.");
    return {
      ok: false,
      message: error.message,
      ...(error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
    };
  } catch {
    return { ok: false, message: unreachable };
  }
}

/** Signs in with the 6-digit code from the email; the server sets the session cookie. */
export async function verifyEmailCode(challengeId: string, code: string): Promise<VerifyOutcome> {
  try {
    const response = await postJson("/api/auth/email/verify", { challengeId, code });
    if (response.ok)
      return { ok: true, redirectTo: ((await response.json()) as SignedIn).redirectTo };
    const error = await errorOf(response, "That code could not be checked. Please try again.");
    return { ok: false, message: error.message, code: error.error };
  } catch {
    return { ok: false, message: unreachable, code: "unreachable" };
  }
}

/**
 * Where Google sign-in starts. Only pages of a server with Google set up offer it (the server
 * serves the sign-in pages without the button otherwise), so there is nothing to ask first.
 */
export function googleSignInAddress(next?: string | null): string {
  return next
    ? `/api/auth/google/start?next=${encodeURIComponent(next)}`
    : "/api/auth/google/start";
}

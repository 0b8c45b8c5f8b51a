import { AUTH_API, type EmailSignInStarted } from "@larder/contracts";
import { ApiRequestError, apiUrl, callApi } from "@/lib/api";

export type StartOutcome =
  | { ok: true; started: EmailSignInStarted }
  | { ok: false; message: string; retryAfterSeconds?: number };

export type VerifyOutcome =
  { ok: true; redirectTo: string } | { ok: false; message: string; code: string };

/** The server's refusal, or `fallback` when it gave no reason (a proxy's error page). */
function refusalOf(error: unknown, fallback: string): ApiRequestError {
  if (error instanceof ApiRequestError && error.code !== "unknown") return error;
  const status = error instanceof ApiRequestError ? error.status : 0;
  return new ApiRequestError(status, { error: "unknown", message: fallback });
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
    const body = { email, mode, ...(next ? { next } : {}) };
    return { ok: true, started: await callApi(AUTH_API.emailStart, { body }) };
  } catch (error) {
    const refused = refusalOf(error, "Your code could not be sent. Please try again.");
    if (refused.status === 404)
      return { ok: false, message: "Signing in by email is not available on this server yet." };
    return {
      ok: false,
      message: refused.message,
      ...(refused.retryAfterSeconds ? { retryAfterSeconds: refused.retryAfterSeconds } : {}),
    };
  }
}

/** Signs in with the 6-digit code from the email; the server sets the session cookie. */
export async function verifyEmailCode(challengeId: string, code: string): Promise<VerifyOutcome> {
  try {
    const signedIn = await callApi(AUTH_API.emailVerify, { body: { challengeId, code } });
    return { ok: true, redirectTo: signedIn.redirectTo };
  } catch (error) {
    const refused = refusalOf(error, "That code could not be checked. Please try again.");
    return { ok: false, message: refused.message, code: refused.code };
  }
}

/**
 * Where Google sign-in starts. Only pages of a server with Google set up offer it (the server
 * serves the sign-in pages without the button otherwise), so there is nothing to ask first.
 */
export function googleSignInAddress(next?: string | null): string {
  return apiUrl(AUTH_API.googleStart, { query: next ? { next } : {} });
}

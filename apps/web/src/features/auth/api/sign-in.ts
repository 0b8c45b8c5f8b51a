import type { ApiError } from "@larder/contracts";

export interface SignInOutcome {
  /** Where the browser goes next, when the server accepted the request. */
  redirectTo?: string;
  /** What to tell the person when it did not. */
  message: string;
}

const unreachable = "Larder could not be reached. Check your connection and try again.";

async function errorMessage(response: Response, fallback: string): Promise<string> {
  const body = (await response.json().catch(() => null)) as ApiError | null;
  return body?.message ?? fallback;
}

/** Asks the server to email a sign-in code to `email`. */
export async function startEmailSignIn(
  email: string,
  mode: "signup" | "login",
): Promise<SignInOutcome> {
  try {
    const response = await fetch("/api/auth/email/start", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, mode }),
    });
    if (response.ok) {
      const body = (await response.json()) as { redirectTo: string };
      return { redirectTo: body.redirectTo, message: "" };
    }
    if (response.status === 404) {
      return { message: "Signing in by email is not available on this server yet." };
    }
    return {
      message: await errorMessage(response, "Your email could not be sent. Please try again."),
    };
  } catch {
    return { message: unreachable };
  }
}

/** Starts Google sign-in when this server is set up for it, or explains why not. */
export async function startGoogleSignIn(): Promise<SignInOutcome> {
  try {
    const response = await fetch("/api/auth/providers");
    const providers = response.ok
      ? ((await response.json()) as { google: boolean })
      : { google: false };
    if (providers.google) return { redirectTo: "/api/auth/google/start", message: "" };
    return {
      message:
        "Google sign-in is not set up on this server. Continue with your email instead, or ask the person who runs this Larder to set it up.",
    };
  } catch {
    return { message: unreachable };
  }
}

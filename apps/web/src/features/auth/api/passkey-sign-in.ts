import type {
  ApiError,
  AuthProviders,
  PasskeyAddress,
  PasskeyChallenge,
  SignedIn,
} from "@larder/contracts";

export type PasskeyOutcome = { ok: true; redirectTo: string } | { ok: false; message: string };

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
}

async function refusal(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as ApiError | null;
  return body?.message ?? "Signing in with a passkey did not work. Please try again.";
}

/**
 * Signs in with any passkey this browser or a nearby phone holds for Larder (no email address
 * needed: the passkey says whose it is). `next` is where to go afterwards.
 */
export async function signInWithPasskey(next: string | null): Promise<PasskeyOutcome> {
  try {
    const started = await post("/api/auth/passkey/start", next ? { next } : {});
    if (!started.ok) return { ok: false, message: await refusal(started) };
    const { challengeId, options } = (await started.json()) as PasskeyChallenge;
    const { startAuthentication } = await import("@simplewebauthn/browser");
    let credential;
    try {
      credential = await startAuthentication({ optionsJSON: options as never });
    } catch (error) {
      const name = error instanceof Error ? error.name : "";
      return {
        ok: false,
        message:
          name === "NotAllowedError"
            ? "The passkey prompt was closed or timed out. Try again, or continue with your email."
            : name === "SecurityError"
              ? "This browser does not allow Larder's passkeys at this address. Open Larder at the address it was set up with, or continue with your email."
              : "This browser could not use a passkey. Continue with your email instead.",
      };
    }
    const finished = await post("/api/auth/passkey/finish", { challengeId, credential });
    if (!finished.ok) return { ok: false, message: await refusal(finished) };
    return { ok: true, redirectTo: ((await finished.json()) as SignedIn).redirectTo };
  } catch {
    return {
      ok: false,
      message: "Larder could not be reached. Check your connection and try again.",
    };
  }
}

/** Where this server's passkeys work (APP_URL), or null when the server cannot be asked. */
export async function passkeyAddress(): Promise<PasskeyAddress | null> {
  try {
    const response = await fetch("/api/auth/providers", {
      headers: { accept: "application/json" },
    });
    return response.ok ? ((await response.json()) as AuthProviders).passkeys : null;
  } catch {
    return null;
  }
}

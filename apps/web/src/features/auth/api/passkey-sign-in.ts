import { AUTH_API, PASSKEYS_API, type PasskeyAddress } from "@larder/contracts";
import { ApiRequestError, callApi } from "@/lib/api";
import { sentCredential } from "@/lib/passkey-credential";

export type PasskeyOutcome = { ok: true; redirectTo: string } | { ok: false; message: string };

/** The server's refusal in words, or ours when it gave none. */
function refusal(error: unknown): PasskeyOutcome {
  if (error instanceof ApiRequestError && error.code !== "unknown")
    return { ok: false, message: error.message };
  return { ok: false, message: "Signing in with a passkey did not work. Please try again." };
}

/**
 * Signs in with any passkey this browser or a nearby phone holds for Larder (no email address
 * needed: the passkey says whose it is). `next` is where to go afterwards.
 */
export async function signInWithPasskey(next: string | null): Promise<PasskeyOutcome> {
  try {
    const body = next ? { next } : {};
    const { challengeId, options } = await callApi(PASSKEYS_API.signInStart, { body });
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
    const finished = await callApi(PASSKEYS_API.signInFinish, {
      body: { challengeId, credential: sentCredential(credential) },
    });
    return { ok: true, redirectTo: finished.redirectTo };
  } catch (error) {
    return refusal(error);
  }
}

/** Where this server's passkeys work (APP_URL), or null when the server cannot be asked. */
export async function passkeyAddress(): Promise<PasskeyAddress | null> {
  try {
    return (await callApi(AUTH_API.providers, {})).passkeys;
  } catch {
    return null;
  }
}

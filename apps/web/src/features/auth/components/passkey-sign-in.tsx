import type { PasskeyAddress } from "@larder/contracts";
import { KeyRound } from "lucide-react";
import { useEffect, useState } from "react";
import { TextWithLink } from "@/components/text-with-link";
import { useBrowserValue } from "@/components/use-browser-value";
import { useHydrated } from "@/components/use-hydrated";
import { passkeyAddress, signInWithPasskey } from "@/features/auth/api/passkey-sign-in";
import { currentPageAddress, passkeyAddressProblem } from "@/lib/passkey-address";

/**
 * "Sign in with a passkey" on /login: instead of an email code, the browser offers the
 * person's passkeys for Larder (fingerprint, face or device PIN) and signs them in. On a page
 * opened at another address than the server's APP_URL, where the browser would refuse with its
 * own words, it says where to go instead, before anyone tries.
 */
export function PasskeySignIn() {
  // A fixed id, not useId: see email-sign-in-form.tsx.
  const statusId = "passkey-sign-in-status";
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [address, setAddress] = useState<PasskeyAddress | null>(null);
  const hydrated = useHydrated();
  const next = useBrowserValue(() => new URLSearchParams(window.location.search).get("next"), null);

  useEffect(() => {
    let current = true;
    void passkeyAddress().then((found) => {
      if (current) setAddress(found);
    });
    return () => {
      current = false;
    };
  }, []);

  const onClick = async () => {
    setBusy(true);
    setStatus(null);
    const outcome = await signInWithPasskey(next);
    if (outcome.ok) {
      window.location.assign(outcome.redirectTo);
      return;
    }
    setBusy(false);
    setStatus(outcome.message);
  };

  const elsewhere = address
    ? passkeyAddressProblem(currentPageAddress(), address, "sign in with one")
    : null;
  const said = elsewhere ?? status;
  return (
    <div className="mt-4">
      <button
        type="button"
        onClick={onClick}
        disabled={!hydrated || busy || elsewhere !== null}
        aria-describedby={said ? statusId : undefined}
        className={`flex h-12 w-full items-center justify-center gap-3 rounded-xl border border-brand-900/15 bg-white font-semibold text-brand-950 shadow-sm transition-colors hover:bg-brand-50 disabled:hover:bg-white ${busy || elsewhere ? "opacity-60" : ""}`}
      >
        <KeyRound aria-hidden="true" className="h-5 w-5 text-brand-700" />
        Sign in with a passkey
      </button>
      <p id={statusId} role="status" className="mt-2 min-h-5 text-sm font-medium text-brand-900">
        {elsewhere && address ? (
          <TextWithLink text={elsewhere} link={address.origin} href={`${address.origin}/login`} />
        ) : (
          status
        )}
      </p>
    </div>
  );
}

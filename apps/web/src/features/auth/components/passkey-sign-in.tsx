import { KeyRound } from "lucide-react";
import { useId, useState } from "react";
import { useBrowserValue } from "@/components/use-browser-value";
import { useHydrated } from "@/components/use-hydrated";
import { signInWithPasskey } from "@/features/auth/api/passkey-sign-in";

/**
 * "Sign in with a passkey" on /login: instead of an email code, the browser offers the
 * person's passkeys for Larder (fingerprint, face or device PIN) and signs them in.
 */
export function PasskeySignIn() {
  const statusId = useId();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const hydrated = useHydrated();
  const next = useBrowserValue(() => new URLSearchParams(window.location.search).get("next"), null);

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

  return (
    <div className="mt-4">
      <button
        type="button"
        onClick={onClick}
        disabled={!hydrated || busy}
        aria-describedby={status ? statusId : undefined}
        className={`flex h-12 w-full items-center justify-center gap-3 rounded-xl border border-brand-900/15 bg-white font-semibold text-brand-950 shadow-sm transition-colors hover:bg-brand-50 ${busy ? "opacity-60" : ""}`}
      >
        <KeyRound aria-hidden="true" className="h-5 w-5 text-brand-700" />
        Sign in with a passkey
      </button>
      <p id={statusId} role="status" className="mt-2 min-h-5 text-sm font-medium text-brand-900">
        {status}
      </p>
    </div>
  );
}

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { startEmailSignIn, verifyEmailCode } from "@/features/auth/api/sign-in";
import { clearProgress, codeDigits, type SignInProgress } from "@/features/auth/sign-in-progress";

/** Seconds until `at` (ms since the epoch), counted down once a second. */
function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= at) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [at]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

interface CodeStepProps {
  progress: SignInProgress;
  onProgress: (progress: SignInProgress) => void;
  onDifferentEmail: () => void;
}

/**
 * "Check your email": the 6-digit code from the mail, sent as soon as six digits are in (typed,
 * pasted with spaces or dashes, or filled in by the phone from the message), a resend button
 * with its countdown, and a way back to change the address.
 */
export function CodeStep({ progress, onProgress, onDifferentEmail }: CodeStepProps) {
  const ids = { heading: useId(), code: useId(), hint: useId(), error: useId() };
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const resendIn = useSecondsUntil(progress.resendAt);

  useEffect(() => {
    input.current?.focus();
  }, [progress.challengeId]);

  const verify = async (digits: string) => {
    if (busy) return;
    if (digits.length !== 6) {
      setError("Enter the 6 digits of the code from the email.");
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    setNotice(null);
    const outcome = await verifyEmailCode(progress.challengeId, digits);
    if (outcome.ok) {
      clearProgress();
      setNotice("Signed in. Opening Larder…");
      window.location.assign(outcome.redirectTo);
      return;
    }
    setBusy(false);
    setError(outcome.message);
    // Ready for the next try: typing replaces the wrong code.
    requestAnimationFrame(() => input.current?.select());
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void verify(code);
  };

  const resend = async () => {
    setResending(true);
    setError(null);
    setNotice(null);
    const outcome = await startEmailSignIn(progress.email, progress.mode, progress.next);
    setResending(false);
    if (!outcome.ok) {
      setError(outcome.message);
      if (outcome.retryAfterSeconds)
        onProgress({ ...progress, resendAt: Date.now() + outcome.retryAfterSeconds * 1000 });
      return;
    }
    setCode("");
    setNotice(`We sent a new code to ${outcome.started.email}. Earlier codes no longer work.`);
    onProgress({
      ...progress,
      challengeId: outcome.started.challengeId,
      expiresAt: outcome.started.expiresAt,
      resendAt: Date.now() + outcome.started.resendAfterSeconds * 1000,
    });
  };

  const describedBy = [ids.hint, error ? ids.error : null].filter(Boolean).join(" ");

  return (
    <section aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className="text-xl font-bold text-brand-950">
        Check your email
      </h2>
      <p className="mt-2 text-brand-950/75">
        We sent a 6-digit code to{" "}
        <strong className="wrap-anywhere font-semibold text-brand-950">{progress.email}</strong>.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-6">
        <label htmlFor={ids.code} className="block text-sm font-semibold text-brand-950">
          Code from the email
        </label>
        <input
          ref={input}
          id={ids.code}
          name="code"
          type="text"
          autoComplete="one-time-code"
          inputMode="numeric"
          enterKeyHint="go"
          spellCheck={false}
          placeholder="123456"
          value={code}
          readOnly={busy}
          onChange={(event) => {
            const digits = codeDigits(event.target.value);
            setCode(digits);
            if (error && digits.length < 6) setError(null);
            if (digits.length === 6 && digits !== code) void verify(digits);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`mt-2 block h-14 w-full rounded-xl border bg-white px-4 text-center indent-[0.4em] font-mono text-2xl tracking-[0.4em] text-brand-950 placeholder:text-brand-950/25 focus:outline-none focus:ring-3 ${
            error
              ? "border-tomato focus:ring-tomato/25"
              : "border-brand-900/20 focus:border-brand-500 focus:ring-brand-500/25"
          }`}
        />
        {error ? (
          <p id={ids.error} role="alert" className="mt-2 text-sm font-medium text-tomato">
            {error}
          </p>
        ) : null}
        <p id={ids.hint} className="mt-2 text-sm text-brand-950/65">
          It works for 10 minutes, in this browser. You can also open the link in the email.
        </p>
        <button
          type="submit"
          disabled={busy}
          className={`mt-6 flex h-12 w-full items-center justify-center rounded-xl bg-brand-700 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 ${busy ? "opacity-60" : ""}`}
        >
          {busy ? "Checking…" : "Verify code"}
        </button>
      </form>
      <p role="status" className="mt-4 min-h-5 text-sm font-medium text-brand-900">
        {notice}
      </p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <button
          type="button"
          onClick={() => void resend()}
          disabled={resendIn > 0 || resending || busy}
          className="min-h-11 rounded-xl px-3 text-left text-sm font-semibold text-brand-700 underline-offset-2 hover:underline disabled:cursor-not-allowed disabled:text-brand-950/55 disabled:no-underline"
        >
          {resendIn > 0 ? `Resend code in ${resendIn} s` : resending ? "Sending…" : "Resend code"}
        </button>
        <button
          type="button"
          onClick={onDifferentEmail}
          className="min-h-11 rounded-xl px-3 text-left text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Use a different email
        </button>
      </div>
    </section>
  );
}

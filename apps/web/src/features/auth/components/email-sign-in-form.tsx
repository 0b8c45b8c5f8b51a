import { emailAddressSchema } from "@larder/contracts";
import { useMemo, useRef, useState, type FormEvent } from "react";
import { useBrowserValue } from "@/components/use-browser-value";
import { useHydrated } from "@/components/use-hydrated";
import { googleSignInAddress, startEmailSignIn } from "@/features/auth/api/sign-in";
import {
  clearProgress,
  linkErrorMessage,
  loadProgress,
  readStoredProgress,
  saveProgress,
  type SignInProgress,
} from "@/features/auth/sign-in-progress";
import { CodeStep } from "./code-step";
import { GoogleMark } from "./google-mark";

export interface EmailSignInFormProps {
  mode: "signup" | "login";
  /** The server has Google sign-in (GOOGLE_CLIENT_ID): without it the button is not shown. */
  google: boolean;
}

/**
 * The spec's sign-up form: Google, an "or" divider, the email field with its hint and Continue
 * (the Google button and divider only where Google sign-in is set up, "Sign in with Google" on
 * /login). After Continue it becomes the code step in place ("Check your email"), which survives
 * a reload. The address is checked with the same schema the server uses.
 */
export function EmailSignInForm({ mode, google }: EmailSignInFormProps) {
  // Fixed ids, not useId: an island hydrates as a root of its own, whose ids would differ from
  // the ones the whole page was prerendered with (the form is once on its page).
  const ids = {
    email: "sign-in-email",
    hint: "sign-in-email-hint",
    error: "sign-in-email-error",
    status: "sign-in-status",
  };
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  // Only in the browser: the prerendered page knows neither the address nor the tab's storage.
  const search = useBrowserValue(() => window.location.search, "");
  const stored = useBrowserValue(readStoredProgress, null);
  const { next, linkCode } = useMemo(() => {
    const params = new URLSearchParams(search);
    return { next: params.get("next"), linkCode: params.get("error") };
  }, [search]);
  const [linkErrorShown, setLinkErrorShown] = useState(true);
  const linkError = linkCode && linkErrorShown ? linkErrorMessage(linkCode) : null;
  // After a reload the code step comes back from storage until the person moves on; a link that
  // failed starts over from the email step.
  const restored = useMemo(
    () => (stored !== null && !linkCode ? loadProgress() : null),
    [stored, linkCode],
  );
  const [chosen, setChosen] = useState<SignInProgress | null | undefined>(undefined);
  const progress = chosen === undefined ? restored : chosen;
  const setProgress = setChosen;
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  const ready = hydrated && !busy;

  const validate = (value: string) => {
    const result = emailAddressSchema.safeParse(value);
    setError(
      result.success ? null : (result.error.issues[0]?.message ?? "Enter a valid email address."),
    );
    return result.success ? result.data : null;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setStatus(null);
    const address = validate(email);
    if (!address) return;
    setBusy(true);
    const outcome = await startEmailSignIn(address, mode, next);
    setBusy(false);
    if (!outcome.ok) {
      setStatus(outcome.message);
      return;
    }
    const started: SignInProgress = {
      email: outcome.started.email,
      mode,
      challengeId: outcome.started.challengeId,
      expiresAt: outcome.started.expiresAt,
      resendAt: Date.now() + outcome.started.resendAfterSeconds * 1000,
      next,
    };
    saveProgress(started);
    setLinkErrorShown(false);
    setProgress(started);
  };

  const onGoogle = () => window.location.assign(googleSignInAddress(next));

  if (progress) {
    return (
      <CodeStep
        progress={progress}
        onProgress={(updated) => {
          saveProgress(updated);
          setProgress(updated);
        }}
        onDifferentEmail={() => {
          clearProgress();
          setEmail(progress.email);
          setProgress(null);
          setStatus(null);
          // Back on the email step, the cursor goes where the person will type.
          requestAnimationFrame(() => emailInput.current?.focus());
        }}
      />
    );
  }

  const describedBy = [ids.hint, error ? ids.error : null].filter(Boolean).join(" ");

  return (
    <div>
      {linkError ? (
        <p
          role="alert"
          className="mb-6 rounded-xl border border-tomato/30 bg-tomato/5 px-4 py-3 text-sm font-medium text-tomato-deep"
        >
          {linkError}
        </p>
      ) : null}
      {next?.startsWith("/app/join") ? (
        <p className="mb-6 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
          You are joining a workspace: use the email address your invitation was sent to.
        </p>
      ) : null}
      {google ? (
        <>
          <button
            type="button"
            onClick={onGoogle}
            disabled={!ready}
            className={`flex h-12 w-full items-center justify-center gap-3 rounded-xl border border-brand-900/15 bg-white font-semibold text-brand-950 shadow-sm transition-colors hover:bg-brand-50 ${busy ? "opacity-60" : ""}`}
          >
            <GoogleMark />
            {mode === "signup" ? "Sign up with Google" : "Sign in with Google"}
          </button>
          <div className="my-6 flex items-center gap-4 text-sm text-brand-950/70" role="separator">
            <span className="h-px flex-1 bg-brand-900/15" />
            or
            <span className="h-px flex-1 bg-brand-900/15" />
          </div>
        </>
      ) : null}
      <form noValidate onSubmit={onSubmit} aria-describedby={status ? ids.status : undefined}>
        <label htmlFor={ids.email} className="block text-sm font-semibold text-brand-950">
          Email
        </label>
        <input
          ref={emailInput}
          id={ids.email}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="Enter your email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (submitted) validate(event.target.value);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`mt-2 block h-12 w-full rounded-xl border bg-white px-4 text-base text-brand-950 placeholder:text-brand-950/45 focus:outline-none focus:ring-3 ${
            error
              ? "border-tomato focus:ring-tomato/25"
              : "border-brand-900/20 focus:border-brand-500 focus:ring-brand-500/25"
          }`}
        />
        {error ? (
          <p id={ids.error} className="mt-2 text-sm font-medium text-tomato">
            {error}
          </p>
        ) : null}
        <p id={ids.hint} className="mt-2 text-sm text-brand-950/65">
          Use an organization email to easily collaborate with teammates.
        </p>
        <button
          type="submit"
          disabled={!ready}
          className={`mt-6 flex h-12 w-full items-center justify-center rounded-xl bg-brand-700 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 ${busy ? "opacity-60" : ""}`}
        >
          Continue
        </button>
      </form>
      <p id={ids.status} role="status" className="mt-4 min-h-5 text-sm font-medium text-brand-900">
        {status}
      </p>
    </div>
  );
}

import { Island } from "@/components/island";
import { textLink } from "@/components/link-styles";
import { EmailSignInForm } from "./email-sign-in-form";
import { PasskeySignIn } from "./passkey-sign-in";
import { SwitchLink } from "./switch-link";

/**
 * Headline, form and the note on terms, shared by `/signup` and `/login`; `google` when the
 * server offers Google sign-in.
 */
export function SignInPanel({ mode, google }: { mode: "signup" | "login"; google: boolean }) {
  return (
    <>
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-950 sm:text-4xl">
        Your kitchen workspace.
      </h1>
      <p className="mb-8 mt-3 text-brand-950/70">
        {mode === "signup"
          ? "Create your Larder workspace. Your first year is free."
          : "Log in to your Larder workspace."}
      </p>
      <Island name="email-sign-in-form" component={EmailSignInForm} props={{ mode, google }} />
      {mode === "login" ? (
        <Island name="passkey-sign-in" component={PasskeySignIn} props={{}} />
      ) : null}
      <p className="mt-6 text-sm leading-relaxed text-brand-950/65">
        By continuing, you agree to Larder&apos;s{" "}
        <a href="/terms-conditions" className={textLink}>
          Terms &amp; Conditions
        </a>{" "}
        and{" "}
        <a href="/privacy-policy" className={textLink}>
          Privacy Policy
        </a>
        .
      </p>
      <p className="mt-8 text-sm text-brand-950/75">
        {mode === "signup" ? "Already have an account? " : "New to Larder? "}
        <Island
          name="auth-switch-link"
          inline
          component={SwitchLink}
          props={
            mode === "signup"
              ? { href: "/login", label: "Log in" }
              : { href: "/signup", label: "Create a workspace" }
          }
        />
      </p>
    </>
  );
}

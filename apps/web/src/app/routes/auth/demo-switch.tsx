import { DEMO_SWITCH_PLACEHOLDERS } from "@larder/contracts";
import { AuthLayout } from "@/features/auth/components/auth-layout";

/**
 * `/demo` for a person who is signed in: opening the demo would sign them out, so it asks
 * first. A plain form, so it works before (or without) any script; the server fills in who
 * they are and the session's CSRF token.
 */
export function DemoSwitchPage() {
  return (
    <AuthLayout>
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-950 sm:text-4xl">
        Open the demo?
      </h1>
      <p className="mt-3 text-brand-950/75">
        You are signed in to Larder as{" "}
        <strong className="wrap-anywhere font-semibold text-brand-950">
          {DEMO_SWITCH_PLACEHOLDERS.signedInAs}
        </strong>
        .
      </p>
      <p className="mt-3 text-brand-950/75">
        The demo is a sample restaurant group to try Larder with, deleted after a day. Opening it
        signs you out in this browser; your workspace and everything in it stay as they are, and you
        can log back in at any time.
      </p>
      <form method="post" action="/demo" className="mt-8">
        <input type="hidden" name="csrf" defaultValue={DEMO_SWITCH_PLACEHOLDERS.csrfToken} />
        <button
          type="submit"
          className="flex h-12 w-full items-center justify-center rounded-xl bg-brand-700 px-4 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800"
        >
          Open the demo (signs you out)
        </button>
      </form>
      <a
        href="/app"
        className="mt-3 flex h-12 w-full items-center justify-center rounded-xl border border-brand-900/15 bg-white px-4 font-semibold text-brand-950 shadow-sm transition-colors hover:bg-brand-50"
      >
        Back to Larder
      </a>
    </AuthLayout>
  );
}

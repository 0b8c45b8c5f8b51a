import { requireSession } from "@/app/spa/loaders";
import { Link, useNavigate, type LoaderFunctionArgs } from "react-router";
import { Notice } from "@/components/ui/notice";
import { joinOptionsQuery } from "@/features/workspaces/api/workspaces";
import { JoinOptions } from "@/features/workspaces/components/join-options";
import { OnboardingForm } from "@/features/workspaces/components/onboarding-form";
import { queryClient } from "@/lib/query-client";
import { useSession } from "@/lib/session";
import { SimpleShell } from "@/app/spa/shell/simple-shell";

export async function loader(args: LoaderFunctionArgs) {
  await requireSession(args);
  await queryClient.ensureQueryData(joinOptionsQuery);
  return null;
}

/**
 * `/app/welcome`: onboarding. Someone signed in without a workspace joins their team's (when a
 * workspace welcomes their email domain) or creates one with its first location. Someone with
 * workspaces may create another here.
 */
export function WelcomePage() {
  const session = useSession();
  const navigate = useNavigate();
  const hasWorkspace = session.workspaces.length > 0;
  return (
    <SimpleShell>
      <h1 className="text-2xl font-extrabold tracking-tight text-brand-950 sm:text-3xl">
        {hasWorkspace ? "Create another workspace" : "Welcome to Larder"}
      </h1>
      <p className="mt-2 text-brand-950/75">
        {hasWorkspace
          ? "A workspace is one organization: its locations, team, stock and suppliers."
          : `You are signed in as ${session.user.email}. Join your team's workspace, or set up your own in a minute.`}
      </p>
      {hasWorkspace ? (
        <Notice tone="info" className="mt-6">
          You already belong to {session.workspaces.map((w) => w.name).join(", ")}.{" "}
          <Link to="/app" className="font-semibold underline underline-offset-2">
            Go back to Larder
          </Link>
        </Notice>
      ) : null}
      <div className="mt-8 space-y-8">
        <JoinOptions />
        <section
          aria-labelledby="create-heading"
          className="rounded-2xl border border-brand-900/10 bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id="create-heading" className="text-lg font-bold text-brand-950">
            Create a workspace
          </h2>
          <p className="mb-6 mt-1 text-sm text-brand-950/70">
            Free for your first year. You become its owner and can invite your team next.
          </p>
          <OnboardingForm onCreated={(redirectTo) => void navigate(redirectTo)} />
        </section>
      </div>
    </SimpleShell>
  );
}

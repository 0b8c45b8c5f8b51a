import {
  Link,
  useLoaderData,
  useNavigate,
  useSearchParams,
  type LoaderFunctionArgs,
} from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { invitationPreviewQuery } from "@/features/team/api/team";
import { InvitationOffer } from "@/features/team/components/invitation";
import { ApiRequestError } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { signOut, useSession } from "@/lib/session";
import { requireSession } from "@/app/spa/loaders";
import { SimpleShell } from "@/app/spa/shell/simple-shell";

export async function loader(args: LoaderFunctionArgs) {
  await requireSession(args);
  const params = new URL(args.request.url).searchParams;
  const workspaceId = params.get("workspace");
  const token = params.get("token");
  if (!workspaceId || !token) return { problem: "incomplete" as const };
  try {
    await queryClient.ensureQueryData(invitationPreviewQuery(workspaceId, token));
    return { problem: null };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status < 500)
      return { problem: "invalid" as const, message: error.message };
    throw error;
  }
}

/** `/app/join?workspace&token`: the page an invitation's email links to. */
export function JoinPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { problem } = useLoaderData<typeof loader>();
  const workspaceId = params.get("workspace") ?? "";
  const token = params.get("token") ?? "";
  const here = `/app/join?${params.toString()}`;

  return (
    <SimpleShell>
      {problem === null ? (
        <InvitationOffer
          workspaceId={workspaceId}
          token={token}
          yourEmail={session.user.email}
          onAccepted={(redirectTo) => void navigate(redirectTo)}
          onSwitchAccount={() => void signOut(here)}
        />
      ) : (
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-brand-950 sm:text-3xl">
            This invitation link does not work
          </h1>
          <Notice tone="error" className="mt-6">
            {problem === "invalid"
              ? "This invitation link is not valid: it may be incomplete, or the workspace no longer exists. Ask the person who invited you to send a new one."
              : "This invitation link is incomplete. Open the link from the invitation email again, in full, or ask for a new invitation."}
          </Notice>
          <Link to="/app" className={`${buttonClasses("secondary")} mt-6`}>
            Go to Larder
          </Link>
        </div>
      )}
    </SimpleShell>
  );
}

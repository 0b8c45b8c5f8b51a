import type { LoaderFunctionArgs } from "react-router";
import { can } from "@larder/domain";
import { apiTokensQuery } from "@/features/api-tokens/api/api-tokens";
import { CreateTokenForm } from "@/features/api-tokens/components/create-token-form";
import { TokenList } from "@/features/api-tokens/components/token-list";
import { Notice } from "@/components/ui/notice";
import { queryClient } from "@/lib/query-client";
import { useCurrentWorkspace, workspaceQuery } from "@/lib/session";
import { currentWorkspaceId } from "@/app/spa/loaders";
import { SettingsHeading } from "./layout";

export async function loader(args: LoaderFunctionArgs) {
  const workspaceId = await currentWorkspaceId(args);
  const workspace = await queryClient.ensureQueryData(workspaceQuery(workspaceId));
  if (can(workspace.role, "api_tokens.manage"))
    await queryClient.ensureQueryData(apiTokensQuery(workspaceId));
  return null;
}

/** `/app/settings/api-tokens` (owners) */
export function ApiTokensSettingsPage() {
  const workspace = useCurrentWorkspace();
  return (
    <>
      <SettingsHeading
        title="API tokens"
        description="Let a POS, an accounting tool or a script use Larder's API with a token of its own: scoped, with an expiry, and every request in the audit log."
      />
      {can(workspace.role, "api_tokens.manage") ? (
        <div className="space-y-6">
          <CreateTokenForm workspaceId={workspace.id} />
          <TokenList workspaceId={workspace.id} />
        </div>
      ) : (
        <Notice tone="info">Only an owner of {workspace.name} can manage API tokens.</Notice>
      )}
    </>
  );
}

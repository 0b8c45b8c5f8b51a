import type { Workspace } from "@larder/contracts";
import { workspaceUpdateSchema } from "@larder/contracts";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { checkForm, errorMessage } from "@/lib/forms";
import { useUpdateWorkspace } from "@/features/workspaces/api/workspaces";

function WorkspaceNameForm({ workspace }: { workspace: Workspace }) {
  const [name, setName] = useState(workspace.name);
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const update = useUpdateWorkspace(workspace.id);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const checked = checkForm(workspaceUpdateSchema, { name });
    if (!checked.ok) return setError(checked.errors.name ?? Object.values(checked.errors)[0]);
    setError(undefined);
    update.mutate({ name: checked.data.name }, { onSuccess: () => setSaved(true) });
  };

  return (
    <Card title="Name" description="Your team sees it in the top bar and in their emails.">
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4 sm:flex-row sm:items-start"
      >
        <TextField
          label="Workspace name"
          name="workspaceName"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setSaved(false);
          }}
          error={error}
          className="sm:flex-1"
        />
        <Button type="submit" busy={update.isPending} className="sm:mt-7">
          Save name
        </Button>
      </form>
      <Notice tone="error" className="mt-4">
        {update.isError ? errorMessage(update.error) : null}
      </Notice>
      <Notice tone="success" className="mt-4">
        {saved ? "The workspace's name is saved." : null}
      </Notice>
    </Card>
  );
}

/**
 * Whether people who sign up with the organization's email domain may ask to join. Only the
 * owner's own domain can be allowed (the server refuses others and public mail services).
 */
function AllowedDomainForm({ workspace, yourEmail }: { workspace: Workspace; yourEmail: string }) {
  const checkboxId = useId();
  const yourDomain = yourEmail.split("@")[1] ?? "";
  const [allowed, setAllowed] = useState(workspace.allowedDomain !== null);
  const [saved, setSaved] = useState<string | null>(null);
  const update = useUpdateWorkspace(workspace.id);
  const domain = workspace.allowedDomain ?? yourDomain;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(null);
    update.mutate(
      { allowedDomain: allowed ? domain : null },
      {
        onSuccess: () =>
          setSaved(
            allowed
              ? `People who sign up with an @${domain} address can now ask to join.`
              : "People can now join only by invitation.",
          ),
      },
    );
  };

  return (
    <Card
      title="Allowed email domain"
      description="Use an organization email to easily collaborate with teammates: anyone who signs up to Larder with an address at your organization's domain can ask to join this workspace, and an owner approves each request and chooses its role."
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="flex items-start gap-3">
          <input
            id={checkboxId}
            type="checkbox"
            checked={allowed}
            onChange={(event) => {
              setAllowed(event.target.checked);
              setSaved(null);
            }}
            className="mt-0.5 h-6 w-6 shrink-0 accent-brand-700 sm:h-5 sm:w-5"
          />
          <label htmlFor={checkboxId} className="text-sm text-brand-950">
            <span className="font-semibold">
              Let people with an <span className="wrap-anywhere">@{domain}</span> address ask to
              join
            </span>
            <span className="mt-1 block text-brand-950/70">
              {workspace.allowedDomain
                ? `Allowed now: ${workspace.allowedDomain}.`
                : "Off: people join only when invited."}{" "}
              You can allow the domain of the address you signed in with.
            </span>
          </label>
        </div>
        <Button type="submit" busy={update.isPending}>
          Save
        </Button>
      </form>
      <Notice tone="error" className="mt-4">
        {update.isError ? errorMessage(update.error) : null}
      </Notice>
      <Notice tone="success" className="mt-4">
        {saved}
      </Notice>
    </Card>
  );
}

/** Settings → Workspace: its name and who may ask to join (owners only). */
export function WorkspaceSettings({
  workspace,
  yourEmail,
}: {
  workspace: Workspace;
  yourEmail: string;
}) {
  return (
    <div className="space-y-6">
      <WorkspaceNameForm workspace={workspace} />
      <AllowedDomainForm workspace={workspace} yourEmail={yourEmail} />
    </div>
  );
}

import { PASSKEYS_API } from "@larder/contracts";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { callApi } from "@/lib/api";
import { errorMessage } from "@/lib/forms";
import { passkeyPolicyQuery } from "@/lib/session";

/**
 * Settings → Workspace: require a passkey of every member (multi-factor sign-in). Members who
 * signed in by email code are asked to add a passkey, or confirm with theirs, before they see
 * the workspace's data. Recorded in the audit log.
 */
export function PasskeyRequirement({ workspaceId }: { workspaceId: string }) {
  const checkboxId = useId();
  const queryClient = useQueryClient();
  const { data: policy } = useSuspenseQuery(passkeyPolicyQuery(workspaceId));
  const [required, setRequired] = useState(policy.required);
  const [saved, setSaved] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (value: boolean) =>
      callApi(PASSKEYS_API.setPolicy, { params: { workspaceId }, body: { required: value } }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: passkeyPolicyQuery(workspaceId).queryKey }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(null);
    save.mutate(required, {
      onSuccess: () =>
        setSaved(
          required
            ? "Passkeys are now required. Members who signed in by email code will be asked for one."
            : "Passkeys are no longer required.",
        ),
    });
  };

  return (
    <Card
      title="Passkeys"
      description="Require a second factor: members then use this workspace only after signing in with a passkey, or confirming with one after an email code."
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="flex items-start gap-3">
          <input
            id={checkboxId}
            type="checkbox"
            checked={required}
            onChange={(event) => {
              setRequired(event.target.checked);
              setSaved(null);
            }}
            className="mt-0.5 h-6 w-6 shrink-0 accent-brand-700 sm:h-5 sm:w-5"
          />
          <label htmlFor={checkboxId} className="text-sm text-brand-950">
            <span className="font-semibold">Require a passkey of every member</span>
            <span className="mt-1 block text-brand-950/70">
              {policy.required ? "On now." : "Off now: an email code is enough."} Members without a
              passkey add one in Settings → Profile. You need one yourself before turning this on.
            </span>
          </label>
        </div>
        <Button type="submit" busy={save.isPending}>
          Save
        </Button>
      </form>
      <Notice tone="error" className="mt-4">
        {save.isError ? errorMessage(save.error) : null}
      </Notice>
      <Notice tone="success" className="mt-4">
        {saved}
      </Notice>
    </Card>
  );
}

import { invitationInputSchema } from "@larder/contracts";
import type { Role } from "@larder/domain";
import { useState, type FormEvent } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { checkForm, errorMessage, serverFieldErrors, type FieldErrors } from "@/lib/forms";
import { useInvite } from "@/features/team/api/team";
import { LocationScope, type LocationOption } from "./location-scope";
import { RoleSelect } from "./role-select";

/** Invites someone by email, with a role and the locations they will work at. */
export function InviteForm({
  workspaceId,
  locations,
}: {
  workspaceId: string;
  locations: LocationOption[];
}) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("staff");
  const [scope, setScope] = useState<string[] | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState<string | null>(null);
  const invite = useInvite(workspaceId);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(null);
    const checked = checkForm(invitationInputSchema, { email, role, locationIds: scope });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    invite.mutate(checked.data, {
      onSuccess: () => {
        setSent(`Invitation sent to ${checked.data.email}. The link in it works for 7 days.`);
        setEmail("");
      },
      onError: (error) => setErrors(serverFieldErrors(error)),
    });
  };

  return (
    <Card
      title="Invite someone"
      description="They get an email with a link to join this workspace with the role you choose."
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Email address"
            name="inviteEmail"
            type="email"
            autoComplete="off"
            inputMode="email"
            placeholder="chef@restaurant.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email}
          />
          <RoleSelect value={role} onChange={setRole} />
        </div>
        {locations.length > 1 ? (
          <LocationScope locations={locations} value={scope} onChange={setScope} />
        ) : null}
        {errors.locationIds ? (
          <p className="text-sm font-medium text-tomato">{errors.locationIds}</p>
        ) : null}
        <Notice tone="error">{invite.isError ? errorMessage(invite.error) : null}</Notice>
        <Notice tone="success">{sent}</Notice>
        <Button type="submit" busy={invite.isPending}>
          Send invitation
        </Button>
      </form>
    </Card>
  );
}

/**
 * In the demo workspace, in place of the form: said before anyone fills it in, why no invitation
 * leaves a demo (the server refuses them too) and where a team can be brought in instead.
 */
export function InvitationsNotInDemo() {
  return (
    <Card title="Invite someone" description="Invitations are not sent from the demo.">
      <p className="text-sm text-brand-950/80">
        This demo is sample data that only you can see, and it disappears after 24 hours, so no one
        could join it: Larder sends no email from a demo. To work with your team, create your own
        workspace (your first year is free) and invite them from there.
      </p>
      <a href="/signup" className={buttonClasses("primary", "mt-4")}>
        Create your workspace
      </a>
    </Card>
  );
}

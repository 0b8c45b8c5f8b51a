import { API_TOKEN_EXPIRY_DAYS, createApiTokenSchema } from "@larder/contracts";
import { API_TOKEN_AREA_PERMISSIONS, API_TOKEN_AREAS, type ApiTokenArea } from "@larder/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { checkForm, errorMessage, serverFieldErrors, type FieldErrors } from "@/lib/forms";
import { apiTokensQuery, useCreateApiToken } from "@/features/api-tokens/api/api-tokens";
import { NewTokenSecret } from "./new-token-secret";

type Access = "none" | "read" | "write";

const ACCESS_LABELS: Record<Access, string> = {
  none: "No access",
  read: "Read",
  write: "Read and write",
};

/** What an area's select offers: only the kinds of access that area has. */
function choices(area: ApiTokenArea): Access[] {
  const { read, write } = API_TOKEN_AREA_PERMISSIONS[area];
  return [
    "none",
    ...(read.length ? ["read" as const] : []),
    ...(write.length ? ["write" as const] : []),
  ];
}

const EXPIRY_LABELS: Record<number, string> = {
  7: "7 days",
  30: "30 days",
  90: "3 months",
  180: "6 months",
  365: "1 year",
};

/** Creates an API token: a name, read or write per area, and an expiry of a year at most. */
export function CreateTokenForm({ workspaceId }: { workspaceId: string }) {
  const [name, setName] = useState("");
  const [access, setAccess] = useState<Record<ApiTokenArea, Access>>(
    () =>
      Object.fromEntries(API_TOKEN_AREAS.map((area) => [area, "none"])) as Record<
        ApiTokenArea,
        Access
      >,
  );
  const [expiresInDays, setExpiresInDays] = useState<number>(90);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const create = useCreateApiToken(workspaceId);
  const queryClient = useQueryClient();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const scopes = API_TOKEN_AREAS.flatMap((area) =>
      access[area] === "none" ? [] : [`${area}:${access[area]}`],
    );
    const checked = checkForm(createApiTokenSchema, { name, scopes, expiresInDays });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    create.mutate(checked.data, {
      onSuccess: (answer) => {
        setCreated({ name: answer.token.name, secret: answer.secret });
        setName("");
      },
      onError: (error) => setErrors(serverFieldErrors(error)),
    });
  };

  if (created)
    return (
      <NewTokenSecret
        name={created.name}
        secret={created.secret}
        workspaceId={workspaceId}
        onDone={() => {
          setCreated(null);
          // Whatever used the token meanwhile shows as its last use.
          void queryClient.invalidateQueries(apiTokensQuery(workspaceId));
        }}
      />
    );

  return (
    <Card
      title="Create a token"
      description="For a POS, an accounting tool or a script. It acts in this workspace only, for you, and only within the access you give it here."
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Name"
            name="tokenName"
            autoComplete="off"
            placeholder="Square POS"
            maxLength={80}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={errors.name}
            hint="Shown in the list below and in the audit log."
          />
          <SelectField
            label="Expires after"
            name="expiresInDays"
            value={expiresInDays}
            onChange={(event) => setExpiresInDays(Number(event.target.value))}
            error={errors.expiresInDays}
            hint="A year at most. Create a new token before it ends."
          >
            {API_TOKEN_EXPIRY_DAYS.map((days) => (
              <option key={days} value={days}>
                {EXPIRY_LABELS[days] ?? `${days} days`}
              </option>
            ))}
          </SelectField>
        </div>
        <fieldset>
          <legend className="text-sm font-semibold text-brand-950">Access</legend>
          <p className="mt-1 text-sm text-brand-950/65">
            A token reaches only what you give it here; most programs need the workspace and its
            locations (Read) to find their ids. Members, billing, the audit log, your notifications
            and other tokens are never a token's.
          </p>
          <div className="mt-3 grid gap-x-4 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
            {API_TOKEN_AREAS.map((area) => (
              <SelectField
                key={area}
                label={API_TOKEN_AREA_PERMISSIONS[area].label}
                name={`scope-${area}`}
                value={access[area]}
                onChange={(event) =>
                  setAccess((current) => ({ ...current, [area]: event.target.value as Access }))
                }
              >
                {choices(area).map((choice) => (
                  <option key={choice} value={choice}>
                    {ACCESS_LABELS[choice]}
                  </option>
                ))}
              </SelectField>
            ))}
          </div>
          {errors.scopes ? (
            <p className="mt-2 text-sm font-medium text-tomato">{errors.scopes}</p>
          ) : null}
        </fieldset>
        <Notice tone="error">{create.isError ? errorMessage(create.error) : null}</Notice>
        <Button type="submit" busy={create.isPending}>
          Create token
        </Button>
      </form>
    </Card>
  );
}

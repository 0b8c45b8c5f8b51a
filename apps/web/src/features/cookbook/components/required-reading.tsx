import type { ReadingRequirement } from "@larder/contracts";
import { ROLE_LABELS, ROLES, type Role } from "@larder/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import {
  readingRequirementQuery,
  useRequireReading,
  useStopRequiringReading,
} from "@/features/cookbook/api/training";
import { errorMessage } from "@/lib/forms";
import { useScope } from "@/lib/scope";

const checkbox = "flex min-h-11 items-center gap-2.5 text-sm font-medium text-brand-950 sm:min-h-9";

/** "Staff at Main Street Bistro", "Everyone", "Chefs and staff". */
export function requirementSentence(
  requirement: Pick<ReadingRequirement, "roles" | "locationIds">,
  locationName: (id: string) => string,
): string {
  const who =
    requirement.roles.length === 0
      ? "Everyone"
      : requirement.roles.map((role) => ROLE_LABELS[role]).join(", ");
  if (requirement.locationIds.length === 0) return who;
  return `${who} at ${requirement.locationIds.map(locationName).join(", ")}`;
}

/** Who must read: roles, and locations when there are several (none ticked on a side: all). */
export function RequirementChoices({
  roles,
  locationIds,
  onRoles,
  onLocations,
}: {
  roles: Role[];
  locationIds: string[];
  onRoles: (roles: Role[]) => void;
  onLocations: (locationIds: string[]) => void;
}) {
  const { locations } = useScope();
  return (
    <>
      <Choices
        legend="Roles (none ticked: every role)"
        options={ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
        chosen={roles}
        onChange={onRoles}
      />
      {locations.length > 1 ? (
        <Choices
          legend="Locations (none ticked: every location)"
          options={locations.map((location) => ({ value: location.id, label: location.name }))}
          chosen={locationIds}
          onChange={onLocations}
        />
      ) : null}
    </>
  );
}

function Choices<Value extends string>({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: { value: Value; label: string }[];
  chosen: Value[];
  onChange: (chosen: Value[]) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-brand-950">{legend}</legend>
      <div className="mt-1 grid grid-cols-1 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className={checkbox}>
            <input
              type="checkbox"
              className="h-5 w-5 accent-brand-700"
              checked={chosen.includes(option.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...chosen, option.value]
                    : chosen.filter((value) => value !== option.value),
                )
              }
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Whether the team must read this recipe, and who: some roles and/or some locations (none ticked
 * is everyone). Each new version asks them to read it again; the training screen shows who has.
 */
export function RequiredReading({
  workspaceId,
  recipeId,
  archived,
}: {
  workspaceId: string;
  recipeId: string;
  archived: boolean;
}) {
  const { locations } = useScope();
  const { data: requirement } = useQuery(readingRequirementQuery(workspaceId, recipeId));
  const require = useRequireReading(workspaceId);
  const stop = useStopRequiringReading(workspaceId);
  const [editing, setEditing] = useState(false);
  const [roles, setRoles] = useState<Role[]>([]);
  const [locationIds, setLocationIds] = useState<string[]>([]);
  const locationName = (id: string) => locations.find((l) => l.id === id)?.name ?? "a location";
  const start = () => {
    setRoles(requirement?.roles ?? ["staff"]);
    setLocationIds(requirement?.locationIds ?? []);
    require.reset();
    setEditing(true);
  };

  return (
    <Card title="Required reading" headingLevel={2}>
      {editing ? (
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            require.mutate(
              { recipeId, roles, locationIds },
              { onSuccess: () => setEditing(false) },
            );
          }}
        >
          <RequirementChoices
            roles={roles}
            locationIds={locationIds}
            onRoles={setRoles}
            onLocations={setLocationIds}
          />
          <Notice tone="error">{errorMessage(require.error)}</Notice>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" busy={require.isPending}>
              Save
            </Button>
            <Button variant="secondary" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : requirement ? (
        <div className="space-y-3 text-sm">
          <p className="text-brand-950">
            <span className="font-semibold">{requirementSentence(requirement, locationName)}</span>{" "}
            must read it, and read it again after each change.
          </p>
          <Notice tone="error">{errorMessage(stop.error)}</Notice>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={start}>
              Change who
            </Button>
            <Button variant="ghost" busy={stop.isPending} onClick={() => stop.mutate(recipeId)}>
              Stop requiring it
            </Button>
            <Link
              to="/app/cookbook/training"
              className="inline-flex min-h-11 items-center px-2 font-semibold text-brand-800 hover:underline sm:min-h-10"
            >
              Who has read it
            </Link>
          </div>
        </div>
      ) : (
        <div className="space-y-3 text-sm">
          <p className="text-brand-950/75">
            Nobody has to read it. Make it required reading and the cookbook asks them to read it,
            again after each change.
          </p>
          {archived ? null : (
            <Button variant="secondary" onClick={start}>
              Make it required reading
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}

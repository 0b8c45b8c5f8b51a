import { onboardingSchema } from "@larder/contracts";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { LocationFields, type LocationValues } from "@/components/ui/location-fields";
import { Notice } from "@/components/ui/notice";
import { checkForm, errorMessage, serverFieldErrors, type FieldErrors } from "@/lib/forms";
import { browserTimeZone } from "@/lib/places";
import { useCreateWorkspace } from "@/features/workspaces/api/workspaces";

/**
 * Creates a workspace with its first location. The location starts with the usual storage
 * areas (walk-in, dry store, …), which can be changed later under Settings → Locations.
 */
export function OnboardingForm({ onCreated }: { onCreated: (redirectTo: string) => void }) {
  const [workspaceName, setWorkspaceName] = useState("");
  const [location, setLocation] = useState<LocationValues>(() => ({
    name: "",
    address: "",
    timeZone: browserTimeZone(),
    currency: "USD",
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateWorkspace();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkForm(onboardingSchema, { workspaceName, location });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    create.mutate(checked.data, {
      onSuccess: (created) => onCreated(created.redirectTo),
      onError: (error) => setErrors(serverFieldErrors(error)),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <TextField
        label="Workspace name"
        name="workspaceName"
        autoComplete="organization"
        placeholder="Bistro Group"
        hint="Usually your restaurant or group's name. Your team sees it."
        value={workspaceName}
        onChange={(event) => setWorkspaceName(event.target.value)}
        error={errors.workspaceName}
      />
      <fieldset className="space-y-4 rounded-2xl border border-brand-900/10 bg-cream/60 p-4 sm:p-5">
        <legend className="px-1 text-sm font-bold text-brand-950">First location</legend>
        <p className="text-sm text-brand-950/70">
          A restaurant, a bar or a commissary. You can add more locations later.
        </p>
        <LocationFields
          values={location}
          onChange={setLocation}
          errors={{
            name: errors["location.name"],
            address: errors["location.address"],
            timeZone: errors["location.timeZone"],
            currency: errors["location.currency"],
          }}
        />
      </fieldset>
      <Notice tone="error">{create.isError ? errorMessage(create.error) : null}</Notice>
      <Button type="submit" busy={create.isPending} className="w-full sm:w-auto">
        {create.isPending ? "Creating your workspace…" : "Create workspace"}
      </Button>
    </form>
  );
}

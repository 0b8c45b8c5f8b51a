import { profileUpdateSchema } from "@larder/contracts";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { checkForm, errorMessage } from "@/lib/forms";
import { useUpdateName } from "@/features/account/api/account";

/** The person's name (shown to their team) and the email address they sign in with. */
export function ProfileForm({ name: savedName, email }: { name: string; email: string }) {
  const [name, setName] = useState(savedName);
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const update = useUpdateName();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const checked = checkForm(profileUpdateSchema, { name });
    if (!checked.ok) return setError(checked.errors.name);
    setError(undefined);
    update.mutate(checked.data.name, { onSuccess: () => setSaved(true) });
  };

  return (
    <Card title="Your profile" description="Your team sees your name beside what you do in Larder.">
      <form noValidate onSubmit={onSubmit} className="max-w-xl space-y-4">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          placeholder="Alex Martin"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setSaved(false);
          }}
          error={error}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          value={email}
          readOnly
          hint="You sign in with this address. It cannot be changed here."
        />
        <Notice tone="error">{update.isError ? errorMessage(update.error) : null}</Notice>
        <Notice tone="success">{saved ? "Your name is saved." : null}</Notice>
        <Button type="submit" busy={update.isPending}>
          Save
        </Button>
      </form>
    </Card>
  );
}

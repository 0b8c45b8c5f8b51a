import type { Passkey } from "@larder/contracts";
import { useSuspenseQuery } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { useId, useState } from "react";
import { TextWithLink } from "@/components/text-with-link";
import { Button } from "@/components/ui/button";
import { Badge, Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { inputClasses } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { errorMessage } from "@/lib/forms";
import { formatDateTime, formatRelativeTime } from "@/lib/format";
import { currentPageAddress, passkeyAddressProblem } from "@/lib/passkey-address";
import {
  passkeyErrorMessage,
  passkeysQuery,
  useAddPasskey,
  useConfirmPasskey,
  useRemovePasskey,
  useRenamePasskey,
} from "@/features/account/api/passkeys";

const describe = (error: unknown) => passkeyErrorMessage(error) ?? errorMessage(error);

/**
 * The person's passkeys: add one (their phone, their laptop, a security key), name each so they
 * know which is which, remove one they no longer use. When a workspace requires passkeys and
 * this session signed in by email code, it says what to do: add one, or confirm with one.
 */
export function PasskeysCard() {
  const { data } = useSuspenseQuery(passkeysQuery);
  const elsewhereId = useId();
  const add = useAddPasskey();
  const confirm = useConfirmPasskey();
  const [done, setDone] = useState<string | null>(null);
  const owed = data.requiredBy.length > 0 && !data.sessionVerified;
  const requiredBy = data.requiredBy.join(", ");
  // Opened at another address than APP_URL, the browser would refuse with its own words.
  const elsewhere = passkeyAddressProblem(currentPageAddress(), data.address, "add one");

  return (
    <Card
      title="Passkeys"
      description="Sign in with your fingerprint, face or device PIN instead of an email code. A passkey cannot be phished or guessed."
      actions={
        <Button
          busy={add.isPending}
          disabled={elsewhere !== null}
          aria-describedby={elsewhere ? elsewhereId : undefined}
          onClick={() => {
            setDone(null);
            add.mutate(undefined, { onSuccess: () => setDone("Your passkey is added.") });
          }}
        >
          Add a passkey
        </Button>
      }
    >
      {elsewhere ? (
        <div id={elsewhereId} className="mb-4">
          <Notice tone="info">
            <TextWithLink
              text={elsewhere}
              link={data.address.origin}
              href={`${data.address.origin}/app/settings/profile`}
            />
          </Notice>
        </div>
      ) : null}
      {owed ? (
        <Notice tone="info" className="mb-4">
          {data.passkeys.length === 0
            ? `${requiredBy} requires a passkey. Add one to continue working there.`
            : `${requiredBy} requires a passkey, and you signed in with an email code. Confirm with one of your passkeys to continue working there.`}
        </Notice>
      ) : null}
      {owed && data.passkeys.length > 0 ? (
        <Button
          variant="secondary"
          className="mb-4"
          busy={confirm.isPending}
          disabled={elsewhere !== null}
          onClick={() => {
            setDone(null);
            confirm.mutate(undefined, { onSuccess: () => setDone("Confirmed with your passkey.") });
          }}
        >
          Confirm with a passkey
        </Button>
      ) : null}
      {data.passkeys.length === 0 ? (
        <p className="text-sm text-brand-950/70">
          You have no passkey yet. Add one on each device you use for Larder.
        </p>
      ) : (
        <ul className="divide-y divide-brand-900/10" aria-label="Your passkeys">
          {data.passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      )}
      <Notice tone="error" className="mt-4">
        {add.isError ? describe(add.error) : confirm.isError ? describe(confirm.error) : null}
      </Notice>
      <Notice tone="success" className="mt-4">
        {done}
      </Notice>
    </Card>
  );
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(passkey.name);

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      {editing ? (
        <form
          className="flex flex-1 flex-wrap items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            rename.mutate({ id: passkey.id, name: draft }, { onSuccess: () => setEditing(false) });
          }}
        >
          <input
            aria-label={`New name for ${passkey.name}`}
            value={draft}
            maxLength={60}
            onChange={(event) => setDraft(event.target.value)}
            className={`${inputClasses(false)} w-auto min-w-0 flex-1`}
            autoFocus
          />
          <Button type="submit" busy={rename.isPending}>
            Save
          </Button>
          <Button variant="secondary" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <>
          <div className="flex min-w-0 gap-3">
            <KeyRound aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-semibold wrap-anywhere text-brand-950">
                {passkey.name}
                {passkey.synced ? <Badge tone="brand">Synced</Badge> : null}
              </p>
              <p className="text-sm text-brand-950/70">
                Added {formatDateTime(passkey.createdAt)} ·{" "}
                {passkey.lastUsedAt ? (
                  <>
                    last used{" "}
                    <time dateTime={passkey.lastUsedAt} title={formatDateTime(passkey.lastUsedAt)}>
                      {formatRelativeTime(passkey.lastUsedAt)}
                    </time>
                  </>
                ) : (
                  "not used to sign in yet"
                )}
              </p>
            </div>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button
              variant="secondary"
              aria-label={`Rename ${passkey.name}`}
              onClick={() => {
                setDraft(passkey.name);
                setEditing(true);
              }}
            >
              Rename
            </Button>
            <ConfirmDialog
              trigger={
                <Button variant="secondary" aria-label={`Remove ${passkey.name}`}>
                  Remove
                </Button>
              }
              title={`Remove ${passkey.name}?`}
              description="It will no longer sign you in to Larder. You can still sign in with an email code. Remove it from the device too, in its password manager."
              confirmLabel="Remove passkey"
              tone="danger"
              onConfirm={() => remove.mutateAsync(passkey.id)}
            />
          </div>
        </>
      )}
      {rename.isError ? (
        <Notice tone="error" className="basis-full">
          {errorMessage(rename.error)}
        </Notice>
      ) : null}
    </li>
  );
}

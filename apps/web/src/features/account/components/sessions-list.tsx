import { useSuspenseQuery } from "@tanstack/react-query";
import { Monitor } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Badge, Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Notice } from "@/components/ui/notice";
import { errorMessage } from "@/lib/forms";
import { formatDateTime, formatRelativeTime } from "@/lib/format";
import { sessionsQuery, useSignOutOthers, useSignOutSession } from "@/features/account/api/account";

/** Every browser where the person is signed in, this one first; sign out any other one. */
export function SessionsList() {
  const { data: sessions } = useSuspenseQuery(sessionsQuery);
  const signOut = useSignOutSession();
  const signOutOthers = useSignOutOthers();
  const [done, setDone] = useState<string | null>(null);
  const ordered = [...sessions].sort((a, b) => Number(b.current) - Number(a.current));
  const others = sessions.filter((session) => !session.current).length;

  return (
    <Card
      title="Where you are signed in"
      description="Sign out a browser you no longer use, or one you do not recognise."
      actions={
        others > 0 ? (
          <ConfirmDialog
            trigger={<Button variant="secondary">Sign out everywhere else</Button>}
            title="Sign out everywhere else?"
            description={`Every other browser (${others}) is signed out at once. This one stays signed in.`}
            confirmLabel="Sign out everywhere else"
            onConfirm={async () => {
              const result = await signOutOthers.mutateAsync();
              setDone(
                `Signed out ${result.signedOut} other ${result.signedOut === 1 ? "browser" : "browsers"}.`,
              );
            }}
          />
        ) : null
      }
    >
      <ul className="divide-y divide-brand-900/10">
        {ordered.map((session) => (
          <li
            key={session.id}
            className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex min-w-0 gap-3">
              <Monitor aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-brand-950">
                  {session.device}
                  {session.current ? <Badge tone="brand">This device</Badge> : null}
                </p>
                <p className="text-sm text-brand-950/70">
                  IP {session.ip} · last seen{" "}
                  <time dateTime={session.lastSeenAt} title={formatDateTime(session.lastSeenAt)}>
                    {session.current ? "now" : formatRelativeTime(session.lastSeenAt)}
                  </time>{" "}
                  · signed in {formatDateTime(session.createdAt)}
                </p>
              </div>
            </div>
            {session.current ? null : (
              <Button
                variant="secondary"
                busy={signOut.isPending && signOut.variables === session.id}
                onClick={() => signOut.mutate(session.id)}
                aria-label={`Sign out ${session.device}, last seen ${formatRelativeTime(session.lastSeenAt)}`}
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Notice tone="error" className="mt-4">
        {signOut.isError ? errorMessage(signOut.error) : null}
      </Notice>
      <Notice tone="success" className="mt-4">
        {done}
      </Notice>
    </Card>
  );
}

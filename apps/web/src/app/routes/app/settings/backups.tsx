import { backupsQuery } from "@/features/backups/api/backups";
import { BackupsList } from "@/features/backups/components/backups-list";
import { Notice } from "@/components/ui/notice";
import { queryClient } from "@/lib/query-client";
import { sessionQuery, useSession } from "@/lib/session";
import { SettingsHeading } from "./layout";

export async function loader() {
  const session = await queryClient.ensureQueryData(sessionQuery);
  if (session?.user.isOperator) await queryClient.ensureQueryData(backupsQuery());
  return null;
}

/**
 * `/app/settings/backups`: for the person who runs this server only (the settings list it to
 * nobody else); whoever follows a link here is told whose they are.
 */
export function BackupsSettingsPage() {
  const session = useSession();
  return (
    <>
      <SettingsHeading
        title="Backups"
        description="Copies of this Larder server's whole database (every workspace on it), kept on the server. Restoring one is done on the server with npm run larder -- restore."
      />
      {session.user.isOperator ? (
        <BackupsList />
      ) : (
        <Notice tone="info">Backups are kept by whoever runs this Larder server.</Notice>
      )}
    </>
  );
}

import type { LoaderFunctionArgs } from "react-router";
import { requireSession } from "@/app/spa/loaders";
import { sessionsQuery } from "@/features/account/api/account";
import { SessionsList } from "@/features/account/components/sessions-list";
import { queryClient } from "@/lib/query-client";
import { SettingsHeading } from "./layout";

export async function loader(args: LoaderFunctionArgs) {
  await requireSession(args);
  await queryClient.ensureQueryData(sessionsQuery);
  return null;
}

/** `/app/settings/sessions` */
export function SessionsSettingsPage() {
  return (
    <>
      <SettingsHeading
        title="Sessions"
        description="The browsers and devices where you are signed in to Larder."
      />
      <SessionsList />
    </>
  );
}

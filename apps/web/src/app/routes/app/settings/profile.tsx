import type { LoaderFunctionArgs } from "react-router";
import { requireSession } from "@/app/spa/loaders";
import { passkeysQuery } from "@/features/account/api/passkeys";
import { PasskeysCard } from "@/features/account/components/passkeys-card";
import { ProfileForm } from "@/features/account/components/profile-form";
import { queryClient } from "@/lib/query-client";
import { useSession } from "@/lib/session";
import { SettingsHeading } from "./layout";

export async function loader(args: LoaderFunctionArgs) {
  await requireSession(args);
  await queryClient.ensureQueryData(passkeysQuery);
  return null;
}

/** `/app/settings/profile` */
export function ProfileSettingsPage() {
  const { user } = useSession();
  return (
    <>
      <SettingsHeading
        title="Profile"
        description="How you appear to your team, and how you sign in."
      />
      <div className="space-y-6">
        <ProfileForm name={user.name} email={user.email} />
        <PasskeysCard />
      </div>
    </>
  );
}

import { ProfileForm } from "@/features/account/components/profile-form";
import { useSession } from "@/lib/session";
import { SettingsHeading } from "./layout";

/** `/app/settings/profile` */
export function ProfileSettingsPage() {
  const { user } = useSession();
  return (
    <>
      <SettingsHeading title="Profile" description="How you appear to your team." />
      <ProfileForm name={user.name} email={user.email} />
    </>
  );
}

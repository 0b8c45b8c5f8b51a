import { AuthLayout } from "@/features/auth/components/auth-layout";
import { SignInPanel } from "@/features/auth/components/sign-in-panel";

/** `/signup` */
export function SignupPage() {
  return (
    <AuthLayout>
      <SignInPanel mode="signup" />
    </AuthLayout>
  );
}

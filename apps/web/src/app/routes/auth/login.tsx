import { AuthLayout } from "@/features/auth/components/auth-layout";
import { SignInPanel } from "@/features/auth/components/sign-in-panel";

/** `/login` */
export function LoginPage() {
  return (
    <AuthLayout>
      <SignInPanel mode="login" />
    </AuthLayout>
  );
}

import { AuthLayout } from "@/features/auth/components/auth-layout";
import { SignInPanel } from "@/features/auth/components/sign-in-panel";

/** `/login`, with "Sign in with Google" when the server has Google sign-in. */
export function LoginPage({ google }: { google: boolean }) {
  return (
    <AuthLayout>
      <SignInPanel mode="login" google={google} />
    </AuthLayout>
  );
}

import { AuthLayout } from "@/features/auth/components/auth-layout";
import { SignInPanel } from "@/features/auth/components/sign-in-panel";

/** `/signup`, with "Sign up with Google" when the server has Google sign-in. */
export function SignupPage({ google }: { google: boolean }) {
  return (
    <AuthLayout>
      <SignInPanel mode="signup" google={google} />
    </AuthLayout>
  );
}

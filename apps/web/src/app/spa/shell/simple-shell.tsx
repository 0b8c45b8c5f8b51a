import { Suspense, type ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "@/components/logo";
import { PageLoading } from "./page-loading";
import { UserMenu } from "./user-menu";

/**
 * The frame of screens outside a workspace (onboarding, an invitation): the logo and the
 * account menu, nothing to navigate to yet.
 */
export function SimpleShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-cream">
      <a
        href="#main"
        className="sr-only z-50 rounded-xl bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <header className="border-b border-brand-900/10 bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-2.5 sm:px-6">
          <Link to="/app" aria-label="Larder home" className="rounded-md">
            <Logo />
          </Link>
          <UserMenu />
        </div>
      </header>
      <main id="main" className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </main>
    </div>
  );
}

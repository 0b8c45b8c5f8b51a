import { Suspense, useEffect, useRef } from "react";
import { Link, Outlet, useLocation, useNavigation } from "react-router";
import { Logo } from "@/components/logo";
import { useLiveUpdates } from "@/lib/live";
import { useSession } from "@/lib/session";
import { MainNavigation } from "./main-navigation";
import { PageLoading } from "./page-loading";
import { LocationSwitcher, WorkspaceSwitcher } from "./switchers";
import { UserMenu } from "./user-menu";

/** A thin bar along the top while the next screen loads. */
function LoadingBar() {
  const { state } = useNavigation();
  if (state === "idle") return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading"
      className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand-500"
    />
  );
}

/**
 * After moving to another screen, keyboard and screen-reader users start at its content, as
 * they would after a page load, not on the link they followed.
 */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById("main")?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [pathname]);
}

/**
 * Shown in the demo workspace: sample data for one day, and the way to a real workspace. On a
 * phone it is one short row (the spec's sentence and button), so the screen below it shows its
 * data in the first screen (issue 26).
 */
function DemoBanner() {
  const session = useSession();
  if (!session.user.isDemo) return null;
  return (
    <div className="bg-saffron/25 text-brand-950">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-1.5 text-sm sm:px-6 sm:py-2.5">
        <p className="min-w-0">
          <strong className="font-semibold">This is a demo version of Larder.</strong>
          <span className="hidden sm:inline">
            {" "}
            Everything here is sample data, yours alone, and it disappears after 24 hours.
          </span>
        </p>
        <a
          href="/signup"
          className="inline-flex min-h-9 shrink-0 items-center justify-center rounded-xl bg-brand-700 px-3 font-semibold text-white hover:bg-brand-800 sm:min-h-10 sm:px-4"
        >
          Get Early Access
        </a>
      </div>
    </div>
  );
}

/**
 * The in-app frame: the top navigation bar (logo, the screens, the workspace and location
 * switchers, the account menu) and the current screen under it.
 */
export function AppShell() {
  useFocusMainOnNavigation();
  useLiveUpdates(useSession().currentWorkspaceId);
  return (
    <div className="min-h-screen bg-cream">
      <a
        href="#main"
        className="sr-only z-50 rounded-xl bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <LoadingBar />
      <DemoBanner />
      {/* One row for the logo, the switchers and the account, one for the screens: on a phone
          the frame stays about 105 px tall, so each screen's data starts in the first screen. */}
      <header className="border-b border-brand-900/10 bg-white">
        <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 pt-2 sm:px-6 sm:pt-2.5">
          <Link to="/app" aria-label="Larder home" className="shrink-0 rounded-md">
            <Logo wordClassName="hidden sm:inline" />
          </Link>
          <div className="ml-auto flex min-w-0 items-center gap-2">
            <WorkspaceSwitcher className="min-w-0 max-w-56" />
            <LocationSwitcher className="min-w-0 max-w-56" />
            <UserMenu />
          </div>
        </div>
        <div className="mx-auto max-w-6xl px-4 pb-1.5 pt-1 sm:px-6 sm:pb-2 sm:pt-2">
          {/* The screens, on their own row: those that do not fit are under "More". */}
          <MainNavigation className="-mx-2 sm:-mx-3" />
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto max-w-6xl px-4 pb-6 pt-4 focus:outline-none sm:px-6 sm:py-6 lg:py-10"
      >
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

import type { ReactNode } from "react";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { Island } from "@/components/island";

/** Header, main content and footer of every public page. */
export function PublicLayout({
  onLanding = false,
  children,
}: {
  onLanding?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        Skip to content
      </a>
      <Island name="site-header" component={SiteHeader} props={{ onLanding }} />
      <main id="main">{children}</main>
      <SiteFooter onLanding={onLanding} />
    </>
  );
}

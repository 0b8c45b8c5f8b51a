import { Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { primaryAction } from "@/components/link-styles";
import { Logo } from "@/components/logo";
import { useHydrated } from "@/components/use-hydrated";
import { HEADER_SCROLL_THRESHOLD_PX } from "@/features/marketing/constants";

export interface SiteHeaderProps {
  /** On the landing page the section links scroll in place; elsewhere they lead back to it. */
  onLanding: boolean;
}

/**
 * The fixed header of the public site. Transparent over the hero; once the page has scrolled
 * more than 10 px it turns opaque, blurs what passes beneath and shows a border.
 */
export function SiteHeader({ onLanding }: SiteHeaderProps) {
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const hydrated = useHydrated();

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === "Escape" && setMenuOpen(false);
    window.addEventListener("keydown", closeOnEscape);
    return () => window.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);

  const section = (id: string) => (onLanding ? `#${id}` : `/#${id}`);
  const opaque = scrolled || menuOpen;
  const navLink =
    "rounded-md px-3 py-2 text-sm font-medium text-brand-950/80 transition-colors hover:bg-brand-900/5 hover:text-brand-950";

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={`fixed inset-x-0 top-0 z-50 border-b transition-[background-color,border-color,box-shadow] duration-200 ${
        opaque
          ? "border-brand-900/10 bg-white/85 shadow-sm backdrop-blur-md"
          : "border-transparent bg-transparent"
      }`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <a href="/" className="rounded-md" aria-label="Larder home">
          <Logo />
        </a>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <a href={section("features")} className={navLink}>
            Solutions
          </a>
          <a href={section("pricing")} className={navLink}>
            Pricing
          </a>
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <a href="/login" className={navLink}>
            Log in
          </a>
          <a href="/signup" className={primaryAction}>
            Get started - It&apos;s free
          </a>
        </div>
        <button
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-md text-brand-950 hover:bg-brand-900/5 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          disabled={!hydrated}
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
      </div>
      <nav
        id="site-menu"
        aria-label="Menu"
        hidden={!menuOpen}
        className="border-t border-brand-900/10 bg-white px-4 pb-5 pt-2 md:hidden"
      >
        <ul className="flex flex-col" onClick={() => setMenuOpen(false)}>
          <li>
            <a
              href={section("features")}
              className="block rounded-md px-2 py-3 text-base font-medium"
            >
              Solutions
            </a>
          </li>
          <li>
            <a
              href={section("pricing")}
              className="block rounded-md px-2 py-3 text-base font-medium"
            >
              Pricing
            </a>
          </li>
          <li>
            <a href="/login" className="block rounded-md px-2 py-3 text-base font-medium">
              Log in
            </a>
          </li>
          <li className="pt-2">
            <a href="/signup" className={`${primaryAction} w-full`}>
              Get started - It&apos;s free
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}

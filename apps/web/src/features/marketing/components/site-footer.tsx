import { Logo } from "@/components/logo";

export const CONTACT_EMAIL = "hello@larder.app";

/** The footer of every public page. */
export function SiteFooter({ onLanding }: { onLanding: boolean }) {
  const link = "rounded text-brand-100 transition-colors hover:text-white";
  return (
    <footer className="below-fold bg-brand-950 text-brand-100">
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-14 sm:px-6 md:flex-row md:justify-between">
        <div className="max-w-xs">
          <Logo tone="light" />
          <p className="mt-4 text-sm leading-relaxed text-brand-100/80">
            Inventory and operations for kitchens and restaurants.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-12 gap-y-3 text-sm sm:grid-cols-3">
            <li>
              <a href="/" className={link}>
                Home
              </a>
            </li>
            <li>
              <a href={onLanding ? "#pricing" : "/#pricing"} className={link}>
                Pricing
              </a>
            </li>
            <li>
              <a href={`mailto:${CONTACT_EMAIL}`} className={link}>
                Contact Us
              </a>
            </li>
            <li>
              <a href="/privacy-policy" className={link}>
                Privacy Policy
              </a>
            </li>
            <li>
              <a href="/terms-conditions" className={link}>
                Terms &amp; Conditions
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-brand-100/70 sm:px-6">
          © 2025 Larder. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

import { ArrowRight, Check } from "lucide-react";
import heroIllustration from "@/assets/illustrations/hero.svg?raw";
import { primaryActionLarge } from "@/components/link-styles";

/**
 * The first screen of the landing page. The illustration is inlined as SVG markup so that the
 * page paints completely from its HTML, with no image request in the way.
 */
export function Hero() {
  return (
    <section className="relative overflow-hidden bg-cream pb-16 pt-28 sm:pt-36 lg:pb-24">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1.05fr_1fr]">
        <div>
          <p className="mb-5 inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            Free for your first year
          </p>
          <h1 className="text-4xl font-extrabold leading-[1.08] tracking-tight text-brand-950 sm:text-5xl lg:text-6xl">
            Optimize your kitchen for a whole year, free.
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-brand-950/75">
            Larder runs the back of house: live stock at every location, purchasing and receiving,
            invoices and payables, recipe costs and ordering that explains itself. Built for head
            chefs, purchasing leads and operations managers.
          </p>
          <div className="mt-8 flex flex-col items-start gap-4 sm:flex-row sm:items-center">
            <a href="/smart-inventory" className={primaryActionLarge}>
              Get started - It&apos;s free
              <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </a>
            <p className="inline-flex items-center gap-2 text-sm font-medium text-brand-950/70">
              <Check aria-hidden="true" className="h-4 w-4 text-brand-600" />
              No credit card required
            </p>
          </div>
        </div>
        <div
          className="mx-auto w-full max-w-xl [&>svg]:h-auto [&>svg]:w-full"
          dangerouslySetInnerHTML={{ __html: heroIllustration }}
        />
      </div>
    </section>
  );
}

import { PRICING } from "@larder/contracts";
import { primaryActionLarge } from "@/components/link-styles";
import { formatUsd } from "@/lib/format";
import { CheckList } from "@/components/check-list";

const included = [
  "Unlimited items, locations and team members",
  "Live stock, counts, waste and transfers",
  "Suppliers, purchase orders, receiving and invoices",
  "Price history, with an alert when a supplier's price rises",
  "Analytics, forecasts and suggested orders",
  "CSV and XLSX import and export, and a documented API",
  "Self-host it with one command, or let us run it",
];

export function Pricing() {
  const annualPrice = formatUsd(PRICING.annualPriceUsd, { cents: false });
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className="below-fold scroll-mt-20 bg-cream py-20 sm:py-24"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <h2
            id="pricing-title"
            className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl"
          >
            One plan. Your first year is free.
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-brand-950/75">
            Everything Larder does, for every location you run. After your free year Larder costs{" "}
            {annualPrice} per year. No credit card required to start, and no surprise fees.
          </p>
        </div>
        <div className="rounded-3xl bg-white p-8 shadow-xl ring-1 ring-brand-900/10 sm:p-10">
          <p className="text-sm font-bold uppercase tracking-wider text-brand-600">Larder</p>
          <p className="mt-4 flex flex-wrap items-baseline gap-x-3">
            <span className="text-5xl font-extrabold tracking-tight text-brand-950">$0</span>
            <span className="text-lg font-medium text-brand-950/70">for the first year</span>
          </p>
          <p className="mt-2 text-brand-950/75">
            then <strong className="font-bold text-brand-950">{annualPrice} per year</strong>
          </p>
          <CheckList items={included} className="mt-8 space-y-3 text-brand-950/85" />
          <a href="/signup" className={`${primaryActionLarge} mt-9 w-full`}>
            Get started - It&apos;s free
          </a>
          <p className="mt-3 text-center text-sm text-brand-950/65">No credit card required</p>
        </div>
      </div>
    </section>
  );
}

import { ChartNoAxesCombined, Clock, Leaf, TrendingUp } from "lucide-react";

const benefits = [
  {
    title: "Save Time",
    text: "Count a storage area on your phone in minutes, draft orders from real usage, and start an invoice from the order it bills.",
    Icon: Clock,
  },
  {
    title: "Cut Waste",
    text: "Low-stock alerts reach you the moment a movement crosses the minimum, and every waste entry carries its reason and cost.",
    Icon: Leaf,
  },
  {
    title: "Grow Margin",
    text: "Every delivery records what you paid, and a price rise above your threshold reaches purchasing at once, before the next order goes out.",
    Icon: TrendingUp,
  },
  {
    title: "Make Smarter Decisions",
    text: "Spend by supplier, usage by weekday and forecasts with their error beside them: numbers you can check, not guess.",
    Icon: ChartNoAxesCombined,
  },
];

export function Benefits() {
  return (
    <section aria-labelledby="benefits-title" className="below-fold bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2
          id="benefits-title"
          className="max-w-2xl text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl"
        >
          Less time on spreadsheets, more on the pass.
        </h2>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map(({ title, text, Icon }) => (
            <li key={title} className="rounded-2xl border border-brand-900/10 bg-cream/60 p-6">
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-700 text-white">
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <h3 className="mt-5 text-lg font-bold text-brand-950">{title}</h3>
              <p className="mt-2 leading-relaxed text-brand-950/70">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

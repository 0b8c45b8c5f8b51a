import { ChefHat, ClipboardList, Building2 } from "lucide-react";

const roles = [
  {
    title: "Head Chefs",
    text: "Know what runs out before Friday service.",
    points: [
      "Count the walk-in line by line on a phone",
      "Log usage and waste in a few taps",
      "Review a count's differences before posting it",
    ],
    Icon: ChefHat,
  },
  {
    title: "Purchasing Leads",
    text: "Order the right quantity from the right supplier.",
    points: [
      "Suggested orders rounded to pack sizes",
      "Receive deliveries against the order",
      "Catch price rises and short deliveries",
    ],
    Icon: ClipboardList,
  },
  {
    title: "Operations Managers",
    text: "See every location at once.",
    points: [
      "Spend by supplier, by period and by buyer",
      "Unpaid and overdue invoices",
      "Transfers between sites and every site's stock in one list",
    ],
    Icon: Building2,
  },
];

export function Roles() {
  return (
    <section
      aria-labelledby="roles-title"
      className="below-fold bg-brand-950 py-20 text-white sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="roles-title" className="max-w-2xl text-3xl font-bold tracking-tight sm:text-4xl">
          One workspace for everyone who keeps the kitchen running.
        </h2>
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {roles.map(({ title, text, points, Icon }) => (
            <li key={title} className="rounded-2xl bg-white/5 p-7 ring-1 ring-white/10">
              <Icon aria-hidden="true" className="h-8 w-8 text-saffron" />
              <h3 className="mt-5 text-xl font-bold">{title}</h3>
              <p className="mt-2 text-brand-100">{text}</p>
              <ul className="mt-5 space-y-2.5 text-sm text-brand-50/90">
                {points.map((point) => (
                  <li key={point} className="flex gap-2.5">
                    <span
                      aria-hidden="true"
                      className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-brand-300"
                    />
                    {point}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

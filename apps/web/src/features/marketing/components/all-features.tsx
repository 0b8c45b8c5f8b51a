import {
  ArrowRight,
  BookOpen,
  Boxes,
  Calculator,
  ChartLine,
  Handshake,
  Receipt,
  ScanText,
  Sparkles,
  Truck,
  type LucideIcon,
} from "lucide-react";

interface Feature {
  name: string;
  text: string;
  Icon: LucideIcon;
  isNew?: boolean;
}

const groups: { title: string; features: Feature[] }[] = [
  {
    title: "Operational Management",
    features: [
      {
        name: "Inventory Management",
        text: "Live stock per location, par levels, counts and transfers.",
        Icon: Boxes,
      },
      {
        name: "Purchasing & Receiving",
        text: "Orders by email and deliveries checked line by line.",
        Icon: Truck,
      },
      {
        name: "Vendor & Supplier Management",
        text: "Contacts, delivery days, pack sizes and price history.",
        Icon: Handshake,
        isNew: true,
      },
      {
        name: "Recipe & Menu Costing",
        text: "Plate costs at today's prices, with sub-recipes.",
        Icon: Calculator,
      },
      {
        name: "Recipe Cookbook/Training Tool",
        text: "Steps, photos and allergens your whole team can follow.",
        Icon: BookOpen,
        isNew: true,
      },
    ],
  },
  {
    title: "Financial & Intelligence Tools",
    features: [
      {
        name: "Expense Management",
        text: "Rent, utilities and repairs by category and location, receipts scanned.",
        Icon: Receipt,
      },
      {
        name: "Invoice Scanning & AP Automation",
        text: "Invoices read from a PDF or a photo, matched to receipts, tracked until paid.",
        Icon: ScanText,
      },
      {
        name: "AI-Powered Suggestive Ordering",
        text: "Quantities from forecast usage, rounded to pack sizes.",
        Icon: Sparkles,
      },
      {
        name: "Real-Time Reporting & Analytics",
        text: "Spend, usage and count variances, current to the last movement.",
        Icon: ChartLine,
      },
    ],
  },
];

/** The full list of what Larder does, the target of the header's "Solutions". */
export function AllFeatures() {
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="below-fold scroll-mt-20 bg-white py-20 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2
          id="features-title"
          className="max-w-2xl text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl"
        >
          Everything the back of house needs, in one product.
        </h2>
        <div className="mt-12 grid gap-10 lg:grid-cols-2">
          {groups.map((group) => (
            <div key={group.title}>
              <h3 className="text-sm font-bold uppercase tracking-wider text-brand-600">
                {group.title}
              </h3>
              <ul className="mt-5 divide-y divide-brand-900/10 rounded-2xl border border-brand-900/10">
                {group.features.map(({ name, text, Icon, isNew }) => (
                  <li key={name} className="flex gap-4 p-5">
                    <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                      <Icon aria-hidden="true" className="h-5 w-5" />
                    </span>
                    <div>
                      <p className="flex flex-wrap items-center gap-2 font-semibold text-brand-950">
                        {name}
                        {isNew ? (
                          <span className="rounded-full bg-saffron/25 px-2 py-0.5 text-xs font-bold text-[#6b4500]">
                            New
                          </span>
                        ) : null}
                      </p>
                      <p className="mt-1 text-sm leading-relaxed text-brand-950/70">{text}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <a
          href="/signup"
          className="mt-12 inline-block text-lg font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
        >
          Elevate your restaurant with the power of AI
          <ArrowRight aria-hidden="true" className="ml-2 inline h-5 w-5 align-[-0.2em]" />
        </a>
      </div>
    </section>
  );
}

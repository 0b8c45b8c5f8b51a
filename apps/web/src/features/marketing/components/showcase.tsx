import analyticsImage from "@/assets/illustrations/analytics.svg";
import inventoryImage from "@/assets/illustrations/inventory.svg";
import supplierImage from "@/assets/illustrations/supplier.svg";
import { CheckList } from "@/components/check-list";
import { Island } from "@/components/island";
import type { ShowcaseSection } from "@/features/marketing/constants";
import { ShowcaseImage, type ShowcaseImageProps } from "./showcase-image";

interface Part {
  section: ShowcaseSection;
  kicker: string;
  title: string;
  text: string;
  points: string[];
  image: { src: string; alt: string };
}

const parts: Part[] = [
  {
    section: "inventory",
    kicker: "Inventory",
    title: "Stock that is live within the shift.",
    text: "Every receipt, usage, waste entry and transfer moves stock the moment it is saved. On-hand quantities, par levels and low-stock alerts follow each location in real time.",
    points: [
      "Units the way kitchens buy: cases, each, kg, L",
      "Count one storage area without touching the others",
      "Alerts the moment an item drops below its minimum",
    ],
    image: {
      src: inventoryImage,
      alt: "The Live Stock Overview with tomatoes, eggs, milk and basil, and a low-stock alert for milk",
    },
  },
  {
    section: "supplier",
    kicker: "Suppliers",
    title: "Every supplier, order and invoice in one place.",
    text: "Send orders as PDF by email, receive deliveries line by line, and match invoices against what actually arrived. Spend by supplier and unpaid balances are always current.",
    points: [
      "Price history with alerts on rises",
      "Short, damaged and substituted lines recorded",
      "Paid, pending and overdue at a glance",
    ],
    image: {
      src: supplierImage,
      alt: "Purchases by Supplier: a ring showing 22% of total spend, a bar chart and invoice statuses",
    },
  },
  {
    section: "analytics",
    kicker: "Analytics",
    title: "See what moves, and what will.",
    text: "Usage by weekday for every ingredient, top and slow movers, and a forecast for each item with its recent accuracy next to a simple baseline.",
    points: [
      "Heatmap of usage by item and weekday",
      "Forecasts that learn weekdays, seasons, holidays and your planned events",
      "Suggested orders that explain their numbers",
    ],
    image: {
      src: analyticsImage,
      alt: "A usage heatmap of six ingredients by weekday and a usage line with its forecast band",
    },
  },
];

const imageProps: ShowcaseImageProps = {
  images: parts.map(({ section, image }) => ({ section, ...image, width: 560, height: 420 })),
};

/** Three parts of text; beside them a sticky picture that follows the part being read. */
export function Showcase() {
  return (
    <section aria-label="What Larder does" className="below-fold bg-cream py-16 sm:py-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16">
        <div className="space-y-20 lg:space-y-0">
          {parts.map((part) => (
            <article
              key={part.section}
              data-showcase-section={part.section}
              aria-labelledby={`showcase-${part.section}`}
              className="lg:flex lg:min-h-[80vh] lg:flex-col lg:justify-center"
            >
              <p className="text-sm font-bold uppercase tracking-wider text-brand-600">
                {part.kicker}
              </p>
              <h3
                id={`showcase-${part.section}`}
                className="mt-3 text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl"
              >
                {part.title}
              </h3>
              <p className="mt-4 text-lg leading-relaxed text-brand-950/75">{part.text}</p>
              <CheckList items={part.points} className="mt-6 space-y-3 text-brand-950/85" />
              <img
                src={part.image.src}
                alt={part.image.alt}
                width={560}
                height={420}
                loading="lazy"
                decoding="async"
                className="mt-8 h-auto w-full rounded-2xl shadow-lg ring-1 ring-brand-900/10 lg:hidden"
              />
            </article>
          ))}
        </div>
        <div className="hidden lg:block">
          <Island name="showcase-image" component={ShowcaseImage} props={imageProps} />
        </div>
      </div>
    </section>
  );
}

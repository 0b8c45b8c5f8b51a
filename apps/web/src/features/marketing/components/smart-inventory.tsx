import {
  ArrowRight,
  Bell,
  ClipboardCheck,
  Gauge,
  ShoppingCart,
  type LucideIcon,
} from "lucide-react";
import analyticsImage from "@/assets/illustrations/analytics.svg";
import inventoryImage from "@/assets/illustrations/inventory.svg";
import { PRICING } from "@larder/contracts";
import { primaryActionLarge } from "@/components/link-styles";
import { formatUsd } from "@/lib/format";
import { CheckList } from "@/components/check-list";

interface Capability {
  id: string;
  title: string;
  text: string;
  points: string[];
  Icon: LucideIcon;
}

const capabilities: Capability[] = [
  {
    id: "live-stock",
    title: "Live stock",
    text: "Stock on hand is the sum of every movement: receipts, usage, waste, transfers and count adjustments. Each one updates the location's balance the moment it is saved, so the number you see is the number on the shelf.",
    points: [
      "Per location and storage area",
      "Cases, packs, each, weight and volume, converted exactly",
      "Every change traceable to who, when and why",
    ],
    Icon: Gauge,
  },
  {
    id: "alerts",
    title: "Low-stock alerts",
    text: "Set a minimum and a maximum for each item at each location. When a movement takes an item below its minimum, everyone responsible for that location is told at once, in the app and on the bell.",
    points: [
      "Out, low and adequate, derived, never typed",
      "Alerts delivered live, not after a nightly sync",
      "Mark as read for you, not for the whole team",
    ],
    Icon: Bell,
  },
  {
    id: "counts",
    title: "Counts on a phone",
    text: "Count one storage area without touching the others. The sheet follows the order of your shelves, takes any unit the item is counted in, scans barcodes, and lets several people count at once.",
    points: [
      "Large buttons and a numeric keypad for the walk-in",
      "Variance and its value shown before you post",
      "Lines you did not count stay untouched",
    ],
    Icon: ClipboardCheck,
  },
  {
    id: "ordering",
    title: "Suggested ordering",
    text: "Larder forecasts each item's use until the delivery after next, adds safety stock, subtracts what is on hand and on order, and rounds up to the supplier's pack. Every line shows its working.",
    points: [
      "Weekday patterns and closed days understood",
      "Supplier minimums checked before you send",
      "Draft orders for every supplier in one action",
    ],
    Icon: ShoppingCart,
  },
];

export function SmartInventory() {
  return (
    <>
      <section className="bg-cream pb-16 pt-28 sm:pt-36">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
          <div>
            <p className="text-sm font-bold uppercase tracking-wider text-brand-600">
              Smart inventory
            </p>
            <h1 className="mt-4 text-4xl font-extrabold leading-[1.08] tracking-tight text-brand-950 sm:text-5xl">
              Know what is on the shelf, and what to order, before service.
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-brand-950/75">
              Live stock at every location, alerts the moment something runs low, counts that fit in
              a walk-in, and orders proposed from your real usage.
            </p>
            <a href="/signup" className={`${primaryActionLarge} mt-8`}>
              Start your free year
              <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </a>
            <p className="mt-3 text-sm text-brand-950/65">No credit card required</p>
          </div>
          <img
            src={inventoryImage}
            alt="The Live Stock Overview with stock levels and a low-stock alert for milk"
            width={560}
            height={420}
            className="h-auto w-full rounded-2xl shadow-xl ring-1 ring-brand-900/10"
          />
        </div>
      </section>

      <section aria-labelledby="capabilities-title" className="bg-white py-20 sm:py-24">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2
            id="capabilities-title"
            className="max-w-2xl text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl"
          >
            Four things every kitchen needs from its stock system.
          </h2>
          <div className="mt-12 grid gap-6 md:grid-cols-2">
            {capabilities.map(({ id, title, text, points, Icon }) => (
              <article
                key={id}
                aria-labelledby={`capability-${id}`}
                className="rounded-2xl border border-brand-900/10 p-7"
              >
                <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-700 text-white">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <h3 id={`capability-${id}`} className="mt-5 text-xl font-bold text-brand-950">
                  {title}
                </h3>
                <p className="mt-3 leading-relaxed text-brand-950/75">{text}</p>
                <CheckList
                  items={points}
                  className="mt-5 space-y-2.5 text-sm text-brand-950/85"
                  checkClassName="h-4 w-4 text-brand-600"
                />
              </article>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="working-title" className="bg-cream py-20 sm:py-24">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
          <div>
            <h2
              id="working-title"
              className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl"
            >
              An order suggestion you can check.
            </h2>
            <p className="mt-5 text-lg leading-relaxed text-brand-950/75">
              Each suggested line reads like a chef would explain it, with every figure in view:
            </p>
            <p className="mt-6 rounded-2xl bg-white p-6 font-mono text-sm leading-relaxed text-brand-950 shadow-sm ring-1 ring-brand-900/10">
              7-day forecast 42 kg (Christmas Eve +35%) + safety 6 kg − on hand 18 kg − on order 0
              kg → 30 kg, that is 3 × 10 kg
            </p>
            <p className="mt-5 leading-relaxed text-brand-950/75">
              Items without enough history fall back to their par levels and say so. Next to every
              forecast is its recent error and a simple baseline&apos;s, so you know when to trust
              it.
            </p>
          </div>
          <img
            src={analyticsImage}
            alt="A usage heatmap by weekday and a usage line with its forecast band"
            width={560}
            height={420}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-2xl shadow-xl ring-1 ring-brand-900/10"
          />
        </div>
      </section>

      <section aria-labelledby="cta-title" className="bg-brand-800 py-16 text-white">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="cta-title" className="text-2xl font-bold sm:text-3xl">
              Your first year of Larder is free.
            </h2>
            <p className="mt-2 text-brand-100">
              Then {formatUsd(PRICING.annualPriceUsd, { cents: false })} per year. No credit card
              required.
            </p>
          </div>
          <a
            href="/signup"
            className="inline-flex items-center gap-2 rounded-full bg-white px-7 py-3.5 font-semibold text-brand-900 shadow-md hover:bg-brand-50"
          >
            Create your workspace
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </a>
        </div>
      </section>
    </>
  );
}

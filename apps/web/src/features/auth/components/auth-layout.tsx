import type { ReactNode } from "react";
import { Logo } from "@/components/logo";
import { CheckList } from "@/components/check-list";

const reasons = [
  "Live stock and low-stock alerts at every location",
  "Orders, deliveries and invoices that match",
  "Exact recipe costs and suggested orders",
];

/** The sign-up and log-in screens: the form on the left, why Larder on the right. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <main id="main" className="flex flex-col px-4 py-8 sm:px-10">
        <a href="/" aria-label="Larder home" className="self-start rounded-md">
          <Logo />
        </a>
        <div className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center py-12">
          {children}
        </div>
      </main>
      <aside className="hidden flex-col justify-center bg-brand-900 px-14 text-white lg:flex">
        <p className="text-sm font-bold uppercase tracking-wider text-saffron">
          Free for your first year
        </p>
        <p className="mt-4 max-w-md text-3xl font-bold leading-tight">
          Run the back of house from one place, on a laptop or a phone in the walk-in.
        </p>
        <CheckList
          items={reasons}
          className="mt-8 space-y-3 text-brand-100"
          checkClassName="h-5 w-5 text-brand-300"
        />
      </aside>
    </div>
  );
}

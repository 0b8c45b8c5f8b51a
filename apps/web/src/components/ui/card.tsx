import { useId, type ReactNode } from "react";

/** A white panel with a heading (h3 by default, under a page's h2): one topic of a page. */
export function Card({
  title,
  description,
  actions,
  children,
  className = "",
  headingLevel = 3,
}: {
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = useId();
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={`rounded-2xl border border-brand-900/10 bg-white p-4 shadow-sm sm:p-6 ${className}`}
    >
      {title || actions ? (
        <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            {title ? (
              <Heading id={headingId} className="text-lg font-bold text-brand-950">
                {title}
              </Heading>
            ) : null}
            {description ? <p className="mt-1 text-sm text-brand-950/70">{description}</p> : null}
          </div>
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}

/** A page's title and what it is for. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-col gap-3 sm:mb-6 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-950 sm:text-3xl">
          {title}
        </h1>
        {description ? <p className="mt-1.5 text-brand-950/70">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** A small label beside a name: "You", "Archived", a role. */
export function Badge({
  children,
  tone = "neutral",
}: {
  children: ReactNode;
  tone?: "neutral" | "brand" | "warning";
}) {
  const colors = {
    neutral: "bg-brand-950/5 text-brand-950/75",
    brand: "bg-brand-100 text-brand-800",
    warning: "bg-saffron/20 text-brand-950",
  }[tone];
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${colors}`}
    >
      {children}
    </span>
  );
}

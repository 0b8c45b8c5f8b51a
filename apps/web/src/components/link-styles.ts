/** Shared looks for links and buttons, so every call to action reads the same. */
export const primaryAction =
  "inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 focus-visible:outline-brand-500";

export const primaryActionLarge =
  "inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-7 py-3.5 text-base font-semibold text-white shadow-md transition-colors hover:bg-brand-800";

export const secondaryAction =
  "inline-flex items-center justify-center gap-2 rounded-full border border-brand-900/15 bg-white px-5 py-2.5 text-sm font-semibold text-brand-900 transition-colors hover:bg-brand-50";

export const textLink =
  "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";

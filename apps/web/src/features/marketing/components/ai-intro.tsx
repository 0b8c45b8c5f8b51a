import { Sparkles } from "lucide-react";

export function AiIntro() {
  return (
    <section aria-labelledby="ai-title" className="below-fold bg-cream pb-4 pt-20 sm:pt-24">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-900/10">
          <Sparkles aria-hidden="true" className="h-4 w-4 text-saffron" />
          AI tools for the back of house
        </p>
        <h2
          id="ai-title"
          className="mt-5 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl"
        >
          Smart tools that show their working.
        </h2>
        <p className="mt-5 text-lg leading-relaxed text-brand-950/75">
          Larder forecasts demand from your own usage, explains how far each forecast has been off,
          and proposes orders rounded to what suppliers actually sell. Every suggestion comes with
          its figures, so you decide with the reasoning in front of you.
        </p>
      </div>
    </section>
  );
}

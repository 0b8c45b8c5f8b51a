import type { MethodStep } from "@larder/contracts";
import { describeMinutes, describeTemperature } from "@larder/domain";
import { Clock, Thermometer } from "lucide-react";

/** A step's time and temperature, as chips a cook can read from across the pass. */
function StepFacts({ step }: { step: MethodStep }) {
  if (!step.minutes && !step.temperature) return null;
  const chip =
    "inline-flex items-center gap-1.5 rounded-lg bg-saffron/20 px-2.5 py-1 text-sm font-bold text-brand-950";
  return (
    <p className="mb-2 flex flex-wrap gap-2">
      {step.minutes ? (
        <span className={chip}>
          <Clock aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">Time: </span>
          {describeMinutes(step.minutes)}
        </span>
      ) : null}
      {step.temperature && step.temperatureUnit ? (
        <span className={chip}>
          <Thermometer aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">Temperature: </span>
          {describeTemperature(step.temperature, step.temperatureUnit)}
        </span>
      ) : null}
    </p>
  );
}

/**
 * The method, step by step: a number a cook can find again, the time and heat first, what to
 * do, and the step's photo. `large` sets it in a kitchen's reading size (the cookbook).
 */
export function MethodSteps({
  steps,
  photoUrl,
  large = false,
}: {
  steps: MethodStep[];
  photoUrl: (photoId: string) => string;
  large?: boolean;
}) {
  return (
    <ol className="space-y-5">
      {steps.map((step, index) => (
        <li key={step.position} className="flex gap-3 sm:gap-4">
          <span
            aria-hidden="true"
            className={`flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-extrabold text-white ${large ? "h-10 w-10 text-lg" : "h-8 w-8 text-sm"}`}
          >
            {index + 1}
          </span>
          <div className="min-w-0 flex-1 pt-1">
            <span className="sr-only">Step {index + 1}. </span>
            <StepFacts step={step} />
            <p
              className={`whitespace-pre-line text-brand-950 ${large ? "text-lg leading-relaxed" : "text-sm"}`}
            >
              {step.instruction}
            </p>
            {step.photoId ? (
              <img
                src={photoUrl(step.photoId)}
                alt={`Step ${index + 1}`}
                loading="lazy"
                className="mt-3 max-h-80 w-full max-w-md rounded-xl border border-brand-900/10 object-cover"
              />
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The pans, tools and machines a recipe needs, as a list of chips. */
export function EquipmentList({ equipment }: { equipment: string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {equipment.map((name) => (
        <li
          key={name}
          className="rounded-lg border border-brand-900/15 bg-brand-50/60 px-3 py-1.5 text-sm font-semibold text-brand-950"
        >
          {name}
        </li>
      ))}
    </ul>
  );
}

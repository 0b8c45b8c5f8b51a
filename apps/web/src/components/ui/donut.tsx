/** The ring's size in pixels, as its box's classes (h-32 w-32) say. */
const size = 128;

/**
 * A ring showing `percent` of a whole, with the figure and a label in its middle. The ring's
 * length is its circumference; the coloured part is that length scaled by the percentage.
 */
export function Donut({
  percent,
  label,
  stroke = 14,
  color = "var(--color-brand-500)",
  track = "var(--color-tomato)",
}: {
  percent: number;
  label: string;
  stroke?: number;
  color?: string;
  track?: string;
}) {
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const filled = (Math.max(0, Math.min(100, percent)) / 100) * circumference;
  return (
    <figure className="relative h-32 w-32 shrink-0">
      <svg
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        role="img"
        aria-label={`${percent}% ${label}`}
        className="-rotate-90"
      >
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          stroke={track}
          strokeWidth={stroke}
          opacity={0.25}
        />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          stroke={color}
          strokeWidth={stroke}
          strokeDasharray={`${filled} ${circumference}`}
          strokeLinecap={percent > 0 && percent < 100 ? "round" : "butt"}
        />
      </svg>
      <figcaption
        className="absolute inset-0 flex flex-col items-center justify-center"
        aria-hidden="true"
      >
        <span className="text-2xl font-extrabold text-brand-950">{percent}%</span>
        <span className="text-xs font-semibold text-brand-950/70">{label}</span>
      </figcaption>
    </figure>
  );
}

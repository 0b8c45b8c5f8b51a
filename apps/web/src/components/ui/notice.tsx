import { CircleAlert, CircleCheck, Info } from "lucide-react";
import type { ReactNode } from "react";

type Tone = "error" | "success" | "info";

const tones: Record<Tone, { box: string; Icon: typeof Info }> = {
  error: { box: "border-tomato/30 bg-tomato/5 text-tomato-deep", Icon: CircleAlert },
  success: { box: "border-brand-500/30 bg-brand-50 text-brand-800", Icon: CircleCheck },
  info: { box: "border-saffron/50 bg-saffron/10 text-brand-950", Icon: Info },
};

/**
 * A sentence that needs to be seen: an error (announced at once), a success or a note.
 * Renders nothing without children, so it can stay in place for screen readers.
 */
export function Notice({
  tone = "info",
  children,
  className = "",
}: {
  tone?: Tone;
  children?: ReactNode;
  className?: string;
}) {
  if (!children) return null;
  const { box, Icon } = tones[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`flex gap-2.5 rounded-xl border px-3.5 py-3 text-sm font-medium ${box} ${className}`}
    >
      <Icon aria-hidden="true" className="mt-px h-4.5 w-4.5 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/**
 * Larder's mark and word mark. Decorative mark; the word is the accessible name. `wordClassName`
 * can hide the word where room is short (the app's header on a phone, whose link is named).
 */
export function Logo({
  tone = "dark",
  wordClassName = "",
}: {
  tone?: "dark" | "light";
  wordClassName?: string;
}) {
  const word = tone === "dark" ? "text-brand-900" : "text-white";
  return (
    <span className="inline-flex items-center gap-2">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" className="shrink-0">
        <rect width="32" height="32" rx="8" fill={tone === "dark" ? "#1f5935" : "#faf7f0"} />
        <path d="M9 8h4v13h10v4H9z" fill={tone === "dark" ? "#faf7f0" : "#1f5935"} />
        <circle cx="22" cy="12" r="3.5" fill="#e8b04a" />
      </svg>
      <span className={`text-xl font-extrabold tracking-tight ${word} ${wordClassName}`.trim()}>
        Larder
      </span>
    </span>
  );
}

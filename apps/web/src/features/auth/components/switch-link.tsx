import { textLink } from "@/components/link-styles";
import { useBrowserValue } from "@/components/use-browser-value";

/**
 * The link between /signup and /login. It keeps `?next=` (an invitation, a page of the app),
 * so choosing the other screen does not lose where the person was going.
 */
export function SwitchLink({ href, label }: { href: string; label: string }) {
  const next = useBrowserValue(() => new URLSearchParams(window.location.search).get("next"), null);
  return (
    <a href={next ? `${href}?next=${encodeURIComponent(next)}` : href} className={textLink}>
      {label}
    </a>
  );
}

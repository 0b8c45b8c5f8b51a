/** The browser's own time zone, the default for a new location. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** Every IANA time zone the browser knows, with `include` in the list even if it does not. */
export function timeZones(include?: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf("timeZone");
  } catch {
    zones = ["UTC"];
  }
  if (!zones.includes("UTC")) zones = ["UTC", ...zones];
  if (include && !zones.includes(include)) zones = [include, ...zones];
  return zones;
}

/** Currencies kitchens most often keep their books in, first; the rest of ISO 4217 after. */
const COMMON_CURRENCIES = ["USD", "CAD", "EUR", "GBP", "AUD", "NZD", "MXN", "CHF", "JPY", "SGD"];

export function currencies(include?: string): { code: string; label: string }[] {
  let all: string[] = [];
  try {
    all = Intl.supportedValuesOf("currency");
  } catch {
    all = [];
  }
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames(["en-US"], { type: "currency" });
  } catch {
    names = null;
  }
  const codes = [
    ...COMMON_CURRENCIES,
    ...(include && !COMMON_CURRENCIES.includes(include) ? [include] : []),
    ...all.filter((code) => !COMMON_CURRENCIES.includes(code) && code !== include),
  ];
  return codes.map((code) => ({ code, label: `${code} · ${names?.of(code) ?? code}` }));
}

/**
 * A row of toggle buttons that narrows a list (an order's or a credit's status): the one chosen
 * is pressed. On a phone the buttons wrap to a second row rather than scroll out of sight.
 */
export function FilterTabs<Value extends string>({
  label,
  tabs,
  value,
  onChange,
}: {
  label: string;
  tabs: { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-1 rounded-xl bg-brand-50 p-1">
        {tabs.map((tab) => {
          const active = value === tab.value;
          return (
            <li key={tab.label}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onChange(tab.value)}
                className={`min-h-10 whitespace-nowrap rounded-lg px-3 text-sm font-semibold ${
                  active ? "bg-white text-brand-900 shadow-sm" : "text-brand-950/70"
                }`}
              >
                {tab.label}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

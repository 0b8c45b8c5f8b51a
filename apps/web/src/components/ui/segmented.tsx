/**
 * A small set of mutually exclusive choices shown side by side (Daily | Weekly): radio buttons
 * underneath, so arrow keys move between them and screen readers name the group.
 */
export function Segmented<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <fieldset className="inline-flex rounded-xl bg-brand-50 p-1">
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={`flex min-h-9 cursor-pointer items-center rounded-lg px-3 text-sm font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 ${
            value === option.value ? "bg-white text-brand-900 shadow-sm" : "text-brand-950/70"
          }`}
        >
          <input
            type="radio"
            name={name}
            className="sr-only"
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

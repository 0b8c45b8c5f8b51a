import { Search } from "lucide-react";
import { useId } from "react";
import { inputClasses } from "./field";

/**
 * A search box with its magnifier: its label above it, or (`labelHidden`) said to screen readers
 * only where the placeholder already says it.
 */
export function SearchField({
  label,
  labelHidden = false,
  value,
  onChange,
  placeholder,
  className = "",
}: {
  label: string;
  labelHidden?: boolean;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={labelHidden ? "sr-only" : "block text-sm font-semibold text-brand-950"}
      >
        {label}
      </label>
      <div className={`relative ${labelHidden ? "" : "mt-1.5"}`}>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3.5 top-1/2 h-4 w-4 -translate-y-1/2 text-brand-950/50"
        />
        <input
          id={id}
          type="search"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClasses(false)} pl-10`}
        />
      </div>
    </div>
  );
}

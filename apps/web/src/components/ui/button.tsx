import type { ButtonHTMLAttributes } from "react";

type Variant = "primary" | "secondary" | "danger" | "ghost";

const variants: Record<Variant, string> = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800 disabled:hover:bg-brand-700",
  secondary:
    "border border-brand-900/20 bg-white text-brand-900 hover:bg-brand-50 disabled:hover:bg-white",
  danger:
    "border border-tomato/40 bg-white text-tomato hover:bg-tomato hover:text-white disabled:hover:bg-white disabled:hover:text-tomato",
  ghost: "text-brand-800 hover:bg-brand-50",
};

/**
 * The classes of a button, for links that look like one. At least 44 px tall on phones (a
 * finger's width), 40 px with a pointer.
 */
export function buttonClasses(variant: Variant = "primary", extra = ""): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 sm:min-h-10 ${variants[variant]} ${extra}`;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** Shows that the action is under way, and keeps it from being sent twice. */
  busy?: boolean;
}

export function Button({
  variant = "primary",
  busy = false,
  className = "",
  type = "button",
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClasses(variant, className)}
      {...rest}
    >
      {children}
    </button>
  );
}

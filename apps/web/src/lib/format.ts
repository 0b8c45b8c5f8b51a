/**
 * Formats a decimal amount of US dollars the en-US way ("$2,988.00"). The amount is a decimal
 * string, as money travels in Larder; Intl formats it without a detour through binary floats.
 */
export function formatUsd(amount: string, options: { cents?: boolean } = {}): string {
  const cents = options.cents ?? true;
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  }).format(amount as Intl.StringNumericLiteral);
}

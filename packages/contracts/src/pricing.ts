/**
 * What Larder costs, as the public site states it. Amounts are decimal strings, as money is
 * everywhere in Larder.
 */
export const PRICING = {
  annualPriceUsd: "2988.00",
  freeMonths: 12,
  creditCardRequired: false,
} as const;

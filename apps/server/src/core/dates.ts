/** Dates leave the API as ISO 8601 strings. */
export const iso = (value: Date | string): string => new Date(value).toISOString();

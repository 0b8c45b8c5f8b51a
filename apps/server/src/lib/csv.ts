import Papa from "papaparse";

/**
 * A cell a spreadsheet would run as a formula when the CSV is opened: it begins with =, +, -, @,
 * a tab or a carriage return (OWASP, "CSV Injection"). A plain number such as -3.5 is left alone,
 * so that amounts and quantities stay numbers.
 */
export const FORMULA_START = /^(?![-+]?\d+(\.\d+)?$)[=+\-@\t\r]/;

/**
 * CSV text for a table (a header and rows, or `fields` and `data`), with every cell that could
 * start a formula neutralised as OWASP recommends: prefixed with a single quote and quoted. Every
 * CSV Larder exports goes through here.
 */
export function toCsv(table: string[][] | { fields: string[]; data: string[][] }): string {
  return Papa.unparse(table as Papa.UnparseObject<string[]>, { escapeFormulae: FORMULA_START });
}

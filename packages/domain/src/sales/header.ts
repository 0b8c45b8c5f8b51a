/**
 * A header cell reduced to its letters and digits in lower case, accents dropped, so "Void?",
 * " VOID " and "void" are one name, and "Quantità" is "quantita". "#" is read as "number" because
 * Toast heads both "Order Id" and "Order #", which must stay apart.
 */
export function headerKey(cell: string): string {
  return cell
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/#/g, "number")
    .replace(/%/g, "percent")
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]/g, "");
}

/** The index of the first column named by the first of `names` the header has, or null. */
export function findColumn(keys: readonly string[], names: readonly string[]): number | null {
  for (const name of names) {
    const index = keys.indexOf(name);
    if (index >= 0) return index;
  }
  return null;
}

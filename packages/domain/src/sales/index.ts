// What the rest of Larder uses of reading POS sales exports; the parts behind it (dates,
// amounts, kinds of line) stay inside this folder.
export { detectSalesFormat, type DetectedSalesFormat } from "./formats";
export { suggestMapping } from "./suggest";
export { readSaleLines } from "./read";
export { saleLineKey, keySaleLines } from "./keys";
export { posNameKey, readSalesFile } from "./file";
export type { PlacedSaleLine, SalesFileReading, SalesMapping } from "./file";
export type {
  DateOrder,
  PosSystem,
  SaleLine,
  SaleProblem,
  SaleReadOptions,
  SaleReading,
  SalesColumns,
} from "./types";

/** The point-of-sale systems whose exports Larder recognises by their header. */
export type PosSystem = "square" | "toast" | "lightspeed" | "clover";

/**
 * Which column of a sales file holds what, counted from 0; null when the file has no such column.
 * The same shape whether Larder recognised the POS or the person chose the columns.
 */
export interface SalesColumns {
  /** The day of the sale; may also hold the time ("3/12/2024 6:42 PM"). Null: `day` option. */
  date: number | null;
  time: number | null;
  /** The item as the till names it. */
  item: number | null;
  /** A size or variation sold under the item ("Large"), appended to its name. */
  variation: number | null;
  /** How many were sold. Null: every row is one sold (Clover writes a row per unit). */
  quantity: number | null;
  /** Net sales (after discounts, before tax) of the line. */
  netSales: number | null;
  /** The ticket, check or order the line belongs to. */
  ticket: number | null;
  location: number | null;
  /** A yes/no column: yes means the line never counted (voided, or given back whole). */
  voided?: number | null;
  /** What kind of line it is: a sale, a refund or return, a void, or not a sale at all. */
  eventType?: number | null;
}

/** One line of sales as the till recorded it: what was sold, how many, on which day. */
export interface SaleLine {
  /** The spreadsheet row it came from (the header is row 1). */
  row: number;
  /** YYYY-MM-DD: the business day. */
  day: string;
  /** HH:MM, 24-hour, as printed in the file (local time); null when the file has none. */
  time: string | null;
  /** The POS item name, with its variation: "Burger (Large)". */
  name: string;
  /** Exact decimal; negative for refunds and returns. */
  quantity: string;
  /** Exact decimal of net sales, negative for refunds; null when the file has none. */
  netSales: string | null;
  ticket: string | null;
  location: string | null;
}

/** A row (or the file) that could not be read, said in words a manager understands. */
export interface SaleProblem {
  row: number;
  /** The header of the column at fault, or null when it is the row or the file. */
  column: string | null;
  message: string;
}

/** How the dates of the file were read: decided from the file, forced, or not decidable. */
export type DateOrder = "day-first" | "month-first" | "undecided" | "unambiguous";

export interface SaleReadOptions {
  /** Forces 03/04/2024 to read as 3 April (true) or March 4 (false). */
  dayFirst?: boolean | null;
  /** Forces 1.234 and 1,234 to read with a decimal comma (true) or a decimal point (false). */
  decimalComma?: boolean | null;
  /** YYYY-MM-DD: the day a summary export covers, for files without a date column. */
  day?: string | null;
  /**
   * HH:MM at which the business day starts: a sale at 01:30 with "04:00" belongs to the night
   * before, as the kitchen counts it. Default: midnight.
   */
  dayStartsAt?: string | null;
}

export interface SaleReading {
  lines: SaleLine[];
  problems: SaleProblem[];
  /** Lines read but left out, by reason; `otherKinds` lists the kinds that are not sales. */
  leftOut: { voided: number; notSales: number; otherKinds: string[] };
  dateOrder: DateOrder;
}

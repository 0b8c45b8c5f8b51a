import { findColumn, headerKey } from "./header";
import type { PosSystem, SalesColumns } from "./types";

/** A POS export recognised by its header, and how to read it. */
export interface DetectedSalesFormat {
  format: PosSystem;
  /** Which export of that POS it is, in the POS's own words. */
  report: string;
  columns: SalesColumns;
  /** How the export writes 03/04: false when month first; null when the file must tell. */
  dayFirst: boolean | null;
}

type Role = keyof SalesColumns;

interface Layout {
  format: PosSystem;
  report: string;
  /** Header keys (see headerKey) that must all be present: together they name the export. */
  signature: readonly string[];
  /** For each field, the header keys that may hold it, the preferred first. */
  roles: Partial<Record<Role, readonly string[]>>;
  dayFirst: boolean | null;
}

// How sure each layout is: Square Items Detail and Toast ItemSelectionDetails are headers of real
// exports seen in public code and Toast's data export reference; Clover Line Items comes from an
// exporter its author checked column by column against Clover's own file; Toast AllItemsReport
// from Toast's reference only; both Lightspeed layouts from an importer and help pages whose
// exact spelling could not be confirmed. The signature asks only for what the export must have.
const LAYOUTS: readonly Layout[] = [
  {
    // "items-YYYY-MM-DD-YYYY-MM-DD.csv", Dashboard > Reports > Item Sales > Export > Items Detail.
    format: "square",
    report: "Items Detail",
    signature: ["date", "time", "category", "item", "qty", "pricepointname", "netsales"],
    roles: {
      date: ["date"],
      time: ["time"],
      item: ["item"],
      variation: ["pricepointname"],
      quantity: ["qty"],
      netSales: ["netsales"],
      ticket: ["transactionid"],
      location: ["location"],
      eventType: ["eventtype"],
    },
    dayFirst: null,
  },
  {
    // ItemSelectionDetails.csv of the Toast data export: one row per item selection.
    format: "toast",
    report: "ItemSelectionDetails",
    signature: ["orderid", "itemselectionid", "menuitem", "qty", "void"],
    roles: {
      date: ["orderdate", "sentdate"],
      item: ["menuitem"],
      quantity: ["qty"],
      netSales: ["netprice"],
      ticket: ["orderid", "checkid", "ordernumber"],
      location: ["location"],
      voided: ["void"],
    },
    // Toast documents its dates as MM/DD/YYYY.
    dayFirst: false,
  },
  {
    // AllItemsReport.csv of the Toast data export: the product mix of one business day, no dates.
    format: "toast",
    report: "AllItemsReport (product mix)",
    signature: ["menuitem", "itemqty", "netamount", "voidqty"],
    roles: { item: ["menuitem"], quantity: ["itemqty"], netSales: ["netamount"] },
    dayFirst: false,
  },
  {
    // Dashboard > Orders > Export, the "Line Items" sheet: one row per unit sold.
    format: "clover",
    report: "Line Items",
    signature: ["lineitemdate", "orderid", "itemname", "itemrevenue"],
    roles: {
      date: ["lineitemdate"],
      item: ["itemname"],
      netSales: ["itemtotal", "totalrevenue"],
      ticket: ["orderid"],
      // A refunded line is the sale and its refund in one row: it nets to nothing, like a void.
      voided: ["refunded"],
    },
    dayFirst: null,
  },
  {
    // Restaurant Manager (L-Series) > Export data > Receipt items.
    format: "lightspeed",
    report: "Receipt items (L-Series)",
    signature: ["receiptid", "productid", "name", "quantity", "taxinclusiveprice"],
    // Its prices include tax, so they are not net sales.
    roles: {
      date: ["creationdate", "finalizeddate"],
      item: ["name"],
      quantity: ["quantity"],
      ticket: ["receiptid"],
    },
    dayFirst: null,
  },
  {
    // Back Office (K-Series) > Reports > Transactions > Export Transactions CSV.
    format: "lightspeed",
    report: "Transactions (K-Series)",
    signature: ["type", "sku", "quantity", "amount", "account"],
    roles: {
      date: ["date"],
      time: ["time"],
      item: ["item", "itemname", "name", "product", "description"],
      quantity: ["quantity"],
      netSales: ["amount"],
      ticket: ["id", "transactionid", "account"],
      eventType: ["type"],
    },
    dayFirst: null,
  },
];

const ROLES: readonly Role[] = [
  "date",
  "time",
  "item",
  "variation",
  "quantity",
  "netSales",
  "ticket",
  "location",
  "voided",
  "eventType",
];

/**
 * Which POS export a header belongs to, and its columns, whatever their order, case or spacing
 * and whatever columns the POS added since. Null for any other file (see suggestMapping).
 */
export function detectSalesFormat(header: readonly string[]): DetectedSalesFormat | null {
  const keys = header.map(headerKey);
  const layout = LAYOUTS.find((candidate) =>
    candidate.signature.every((key) => keys.includes(key)),
  );
  if (!layout) return null;
  const columns: SalesColumns = {
    date: null,
    time: null,
    item: null,
    variation: null,
    quantity: null,
    netSales: null,
    ticket: null,
    location: null,
    voided: null,
    eventType: null,
  };
  for (const role of ROLES) {
    const names = layout.roles[role];
    if (names) columns[role] = findColumn(keys, names);
  }
  return { format: layout.format, report: layout.report, columns, dayFirst: layout.dayFirst };
}

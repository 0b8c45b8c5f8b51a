/** MM/DD/YYYY, as US QuickBooks Online and Xero files expect. */
export const us = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

/** The columns of Xero's bill import, which bills and suppliers' credits are both written in. */
export const XERO_BILL_FIELDS = [
  "*ContactName",
  "EmailAddress",
  "*InvoiceNumber",
  "*InvoiceDate",
  "*DueDate",
  "*Description",
  "*Quantity",
  "*UnitAmount",
  "*AccountCode",
  "*TaxType",
  "Currency",
];

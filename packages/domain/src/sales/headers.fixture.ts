// Headers of real POS exports, as the files write them, for the tests (sources in
// apps/server/test/fixtures/pos/README.md).

const split = (header: string) => header.split(",");

/** Square, Items Detail CSV of 2026 (35 columns). */
export const SQUARE = split(
  "Date,Time,Time Zone,Category,Item,Qty,Price Point Name,SKU,Modifiers Applied,Gross Sales," +
    "Discounts,Net Sales,Tax,Transaction ID,Payment ID,Device Name,Notes,Details,Event Type," +
    "Location,Dining Option,Customer ID,Customer Name,Customer Reference ID,Unit,Count,GTIN," +
    "Itemization Type,Commission,Employee,Fulfillment Note,Channel,Token,Card Brand,PAN Suffix",
);

/** Square, an older Items Detail CSV (24 columns). */
export const SQUARE_OLDER = split(
  "Date,Time,Time Zone,Category,Item,Qty,Price Point Name,SKU,Modifiers Applied,Gross Sales," +
    "Discounts,Net Sales,Tax,Transaction ID,Payment ID,Device Name,Notes,Details,Event Type," +
    "Location,Dining Option,Customer ID,Customer Name,Customer Reference ID",
);

/** Toast data export, ItemSelectionDetails.csv as exported (with PLU and "Discount"). */
export const TOAST = split(
  "Location,Order Id,Order #,Sent Date,Order Date,Check Id,Server,Table,Dining Area,Service," +
    "Dining Option,Item Selection Id,Item Id,Master Id,SKU,PLU,Menu Item,Menu Subgroup(s)," +
    "Menu Group,Menu,Sales Category,Gross Price,Discount,Net Price,Qty,Tax,Void?,Deferred," +
    "Tax Exempt,Tax Inclusion Option,Dining Option Tax,Tab Name",
);

/** Toast's reference spelling of the same file ("Discnt", no PLU). */
export const TOAST_REFERENCE = split(
  "Location,Order Id,Order #,Sent Date,Order Date,Check Id,Server,Table,Dining Area,Service," +
    "Dining Option,Item Selection Id,Item Id,Master Id,SKU,Menu Item,Menu Subgroup(s),Menu Group," +
    "Menu,Sales Category,Gross Price,Discnt,Net Price,Qty,Tax,Void?,Deferred,Tax Exempt," +
    "Tax Inclusion Option,Dining Option Tax,Tab Name",
);

/** Toast data export, AllItemsReport.csv: a day's product mix. */
export const TOAST_ALL_ITEMS = split(
  "Master ID,Item ID,Parent ID,Menu Name,Menu Group,Subgroup,Menu Item,Avg Price," +
    "Item Qty (incl voids),% of Ttl Qty (incl voids),Gross Amount (incl voids)," +
    "% of Ttl Amt (incl voids),Item Qty,Gross Amount,Void Qty,Void Amount,Discount Amount," +
    "Net Amount,# Orders,% of Ttl # Orders,% Qty (Group),% Qty (Menu),% Qty (All)," +
    "% Net Amt (Group),% Net Amt (Menu),% Net Amt (All)",
);

/** Toast ModifiersSelectionDetails.csv: modifiers, not items; must not be read as sales. */
export const TOAST_MODIFIERS = split(
  "Location,Order Id,Order #,Sent Date,Order Date,Check Id,Server,Table,Dining Area,Service," +
    "Dining Option,Item Selection Id,Modifier Id,Master Id,Modifier SKU,Modifier,Option Group ID," +
    "Option Group Name,Parent Menu Selection Item ID,Parent Menu Selection,Sales Cateogry," +
    "Gross Price,Discnt,Net Price,Qty,Void?,Void Reason ID,Void Reason",
);

/** Clover Dashboard > Orders > Export, the Line Items sheet. */
export const CLOVER = split(
  "Line Item Date,Order Employee ID,Order Employee Name,Order Employee Custom ID,Item ID," +
    "Item Product Code,Item SKU,Order ID,Item Name,Currency,Per Unit Quantity,Item Unit," +
    "Item Revenue,Modifiers,Modifiers Revenue,Total Revenue,Discounts,Total Discount," +
    "Order Discounts,Order Discount Proportion,Item Total,Item Tax Rate,Item Fee,Tax Amount," +
    "Item Total with Tax/Fee Amount,Refunded,Exchanged,Order Payment State,Service Charge",
);

/** Lightspeed Restaurant (L-Series), Export data > Receipt items (spelling unconfirmed). */
export const LIGHTSPEED_L = split(
  "Receipt ID,Creation Date,Product ID,Name,Quantity,Tax Inclusive Price," +
    "Total Tax Inclusive Price,Tax Percentage",
);

/** Lightspeed Restaurant (K-Series), Transactions report CSV (spelling unconfirmed). */
export const LIGHTSPEED_K = split("Type,Date,ID,Account,Employee,Device,SKU,Item,Quantity,Amount");

/** Square's Transactions CSV: payments, not items; must not be read as sales. */
export const SQUARE_TRANSACTIONS = split(
  "Date,Time,Time Zone,Gross Sales,Discounts,Service Charges,Net Sales,Gift Card Sales,Tax,Tip," +
    "Partial Refunds,Total Collected,Source,Card,Card Entry Methods,Cash,Square Gift Card," +
    "Other Tender,Other Tender Type,Tender Note,Fees,Net Total,Transaction ID,Payment ID," +
    "Card Brand,PAN Suffix,Device Name,Staff Name,Staff ID,Details,Description,Event Type," +
    "Location,Dining Option,Customer ID,Customer Name,Customer Reference ID",
);

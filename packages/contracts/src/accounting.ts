// Accounting categories and the workspace's chart of accounts (issue 28, decision 0043): each
// invoice line and each expense is coded to a category, and each category to an account of the
// accounting system the restaurant keeps its books in.
import { z } from "zod";
import { monthRangeQuerySchema, uuid } from "./fields";

/** The sections of the books a category falls in, in the order a profit and loss reads them. */
export const ACCOUNTING_GROUPS = {
  food: "Cost of goods: food",
  beverage: "Cost of goods: beverage",
  supplies: "Cost of goods: paper and packaging",
  operating: "Operating expenses",
} as const;
export type AccountingGroup = keyof typeof ACCOUNTING_GROUPS;

const cogs = (label: string, group: AccountingGroup) =>
  ({ label, group, quickbooks: "Cost of Goods Sold", xero: "310" }) as const;
const operating = (label: string, quickbooks: string, xero: string) =>
  ({ label, group: "operating", quickbooks, xero }) as const;

/**
 * The categories, each with the account an accounting system usually books it to: QuickBooks
 * Online's default chart of accounts and Xero's default account codes, until the workspace maps
 * it to an account of its own chart.
 */
export const ACCOUNTING_CATEGORIES = {
  food_meat: cogs("Food: meat and poultry", "food"),
  food_seafood: cogs("Food: fish and seafood", "food"),
  food_produce: cogs("Food: produce", "food"),
  food_dairy: cogs("Food: dairy and eggs", "food"),
  food_bakery: cogs("Food: bread and bakery", "food"),
  food_dry: cogs("Food: dry goods and pantry", "food"),
  food_frozen: cogs("Food: frozen", "food"),
  food_other: cogs("Food: other", "food"),
  beverage_beer: cogs("Beverage: beer and cider", "beverage"),
  beverage_wine: cogs("Beverage: wine", "beverage"),
  beverage_spirits: cogs("Beverage: spirits", "beverage"),
  beverage_soft: cogs("Beverage: soft drinks and juice", "beverage"),
  beverage_coffee: cogs("Beverage: coffee and tea", "beverage"),
  paper_packaging: cogs("Paper and packaging", "supplies"),
  rent: operating("Rent", "Rent & Lease", "469"),
  utilities: operating("Utilities", "Utilities", "445"),
  phone_internet: operating("Phone and internet", "Utilities", "489"),
  repairs: operating("Repairs and maintenance", "Repairs & Maintenance", "473"),
  cleaning: operating("Cleaning and supplies", "Supplies & Materials", "429"),
  smallwares: operating("Smallwares and equipment", "Supplies & Materials", "429"),
  marketing: operating("Marketing", "Advertising & Marketing", "400"),
  licences: operating("Licences and permits", "Taxes & Licenses", "429"),
  insurance: operating("Insurance", "Insurance", "433"),
  software: operating("Software and subscriptions", "Office Supplies & Software", "485"),
  professional: operating("Accounting and legal", "Legal & Professional Services", "412"),
  bank_fees: operating("Bank and card fees", "Bank Charges & Fees", "404"),
  transport: operating("Delivery and transport", "Car & Truck", "449"),
  other: operating("Other", "Other Business Expenses", "429"),
} as const;
export type AccountingCategory = keyof typeof ACCOUNTING_CATEGORIES;
export const ACCOUNTING_CATEGORY_KEYS = Object.keys(ACCOUNTING_CATEGORIES) as [
  AccountingCategory,
  ...AccountingCategory[],
];

export const accountingCategorySchema = z.enum(ACCOUNTING_CATEGORY_KEYS, {
  error: "Choose an accounting category from the list.",
});

/** One account of the workspace's chart, as imported from its accounting system. */
export const ledgerAccountSchema = z.object({
  id: z.uuid(),
  /** Xero's code or QuickBooks' account number; empty when the chart has none. */
  code: z.string(),
  name: z.string(),
  /** As the accounting system names it (Expense, Cost of Goods Sold, Direct Costs…). */
  type: z.string(),
});
export type LedgerAccount = z.infer<typeof ledgerAccountSchema>;

export const bookkeepingSchema = z.object({
  accounts: z.array(ledgerAccountSchema),
  categories: z.array(
    z.object({
      category: z.enum(ACCOUNTING_CATEGORY_KEYS),
      /** The workspace's account for it, or null: the default below. */
      accountId: z.uuid().nullable(),
      /** How many invoice lines (an invoice without lines counting as one) and expenses it holds. */
      lines: z.number().int(),
      expenses: z.number().int(),
    }),
  ),
  /** When the chart was last imported, and from how many rows. */
  importedAt: z.string().nullable(),
});
export type Bookkeeping = z.infer<typeof bookkeepingSchema>;

/** A chart of accounts, as the CSV QuickBooks Online or Xero exports. */
export const chartImportSchema = z.object({
  csv: z
    .string({ error: "Send the chart of accounts as the text of a CSV file." })
    .min(1, { error: "The file is empty." })
    .max(1_000_000, { error: "The file is over 1 MB: a chart of accounts is far smaller." }),
});

export const categoryMappingSchema = z.object({
  mappings: z
    .array(
      z.object({
        category: accountingCategorySchema,
        accountId: uuid("account").nullable(),
      }),
    )
    .min(1, { error: "Send at least one category." })
    .max(ACCOUNTING_CATEGORY_KEYS.length, { error: "Name each category once." }),
});
export type CategoryMapping = z.input<typeof categoryMappingSchema>;

export const lineCategoryInputSchema = z.object({ accountCategory: accountingCategorySchema });

export const spendReportQuerySchema = monthRangeQuerySchema;
export type SpendReportQuery = z.input<typeof spendReportQuerySchema>;

const byMonth = z.record(z.string(), z.string());

/** Spend by accounting category and month, before tax, beside the month's sales. */
export const spendReportSchema = z.object({
  months: z.array(z.string()),
  groups: z.array(
    z.object({
      group: z.enum(Object.keys(ACCOUNTING_GROUPS) as [AccountingGroup, ...AccountingGroup[]]),
      categories: z.array(
        z.object({ category: z.enum(ACCOUNTING_CATEGORY_KEYS), byMonth, total: z.string() }),
      ),
      byMonth,
      total: z.string(),
    }),
  ),
  /**
   * Of the amounts above, what came on orders no invoice bills yet, at the prices charged
   * (counted until the invoice is entered, then the invoice counts instead).
   */
  awaitingInvoice: z.object({ byMonth, total: z.string() }),
  /** Food, beverage and paper together: the cost of goods. */
  costOfGoods: z.object({ byMonth, total: z.string() }),
  /**
   * Net sales from the point of sale, by month, and the cost of goods as a percentage of them
   * (two decimals; null for a month without sales). Null for members who may not see sales.
   */
  sales: z
    .object({
      byMonth,
      total: z.string(),
      costPercent: z.object({
        byMonth: z.record(z.string(), z.string().nullable()),
        total: z.string().nullable(),
      }),
    })
    .nullable(),
  /** Whether expenses are counted: only for members who may see them. */
  expensesIncluded: z.boolean(),
});
export type SpendReport = z.infer<typeof spendReportSchema>;

// Expenses: what a kitchen spends that is not stock (rent, power, repairs, marketing,
// licences…), once or on a schedule, by category and location (decision 0028).
import { z } from "zod";
import {
  MONEY_BOUNDS,
  isoDate,
  nonNegativeDecimalSchema,
  pageQuerySchema,
  positiveDecimalSchema,
  singleLine,
  trimmed,
  updateSchema,
  uuid,
} from "./fields";
import { PAYMENT_METHODS } from "./invoices";

/**
 * The categories, each with the account an accounting system usually books it to: QuickBooks
 * Online's default chart of accounts and Xero's default account codes. People map them to their
 * own accounts when they import.
 */
export const EXPENSE_CATEGORIES = {
  rent: { label: "Rent", quickbooks: "Rent & Lease", xero: "469" },
  utilities: { label: "Utilities", quickbooks: "Utilities", xero: "445" },
  phone_internet: { label: "Phone and internet", quickbooks: "Utilities", xero: "489" },
  repairs: { label: "Repairs and maintenance", quickbooks: "Repairs & Maintenance", xero: "473" },
  cleaning: { label: "Cleaning and supplies", quickbooks: "Supplies & Materials", xero: "429" },
  smallwares: {
    label: "Smallwares and equipment",
    quickbooks: "Supplies & Materials",
    xero: "429",
  },
  marketing: { label: "Marketing", quickbooks: "Advertising & Marketing", xero: "400" },
  licences: { label: "Licences and permits", quickbooks: "Taxes & Licenses", xero: "429" },
  insurance: { label: "Insurance", quickbooks: "Insurance", xero: "433" },
  software: {
    label: "Software and subscriptions",
    quickbooks: "Office Supplies & Software",
    xero: "485",
  },
  professional: {
    label: "Accounting and legal",
    quickbooks: "Legal & Professional Services",
    xero: "412",
  },
  bank_fees: { label: "Bank and card fees", quickbooks: "Bank Charges & Fees", xero: "404" },
  transport: { label: "Delivery and transport", quickbooks: "Car & Truck", xero: "449" },
  other: { label: "Other", quickbooks: "Other Business Expenses", xero: "429" },
} as const;
export type ExpenseCategory = keyof typeof EXPENSE_CATEGORIES;
export const EXPENSE_CATEGORY_KEYS = Object.keys(EXPENSE_CATEGORIES) as [
  ExpenseCategory,
  ...ExpenseCategory[],
];

export const EXPENSE_FREQUENCY_LABELS = {
  weekly: "Every week",
  monthly: "Every month",
  quarterly: "Every three months",
  yearly: "Every year",
} as const;
export const EXPENSE_FREQUENCY_KEYS = ["weekly", "monthly", "quarterly", "yearly"] as const;

const category = z.enum(EXPENSE_CATEGORY_KEYS, { error: "Choose what the expense is for." });
const method = z.enum(PAYMENT_METHODS, { error: "Choose how it was paid." });

const expenseFields = {
  category,
  /** Null: the whole business, not one location. */
  locationId: uuid("location").nullable().default(null),
  payee: trimmed("who was paid", 120),
  description: singleLine("the description", 200).default(""),
  /** Before tax. */
  amount: positiveDecimalSchema("the amount", MONEY_BOUNDS),
  tax: nonNegativeDecimalSchema("the tax", MONEY_BOUNDS).default("0"),
  method,
};

export const expenseInputSchema = z.object({
  ...expenseFields,
  incurredOn: isoDate("the date"),
  reference: singleLine("the reference", 120).default(""),
});
export type ExpenseInput = z.input<typeof expenseInputSchema>;

export const expenseUpdateSchema = updateSchema({
  category,
  locationId: uuid("location").nullable(),
  payee: trimmed("who was paid", 120),
  description: singleLine("the description", 200),
  amount: positiveDecimalSchema("the amount", MONEY_BOUNDS),
  tax: nonNegativeDecimalSchema("the tax", MONEY_BOUNDS),
  method,
  incurredOn: isoDate("the date"),
  reference: singleLine("the reference", 120),
});

/** What an expense and a recurring one show alike. */
const shownFields = {
  id: z.uuid(),
  category: z.enum(EXPENSE_CATEGORY_KEYS),
  locationId: z.uuid().nullable(),
  locationName: z.string().nullable(),
  payee: z.string(),
  description: z.string(),
  amount: z.string(),
  tax: z.string(),
  method: z.enum(PAYMENT_METHODS),
};

export const expenseSchema = z.object({
  ...shownFields,
  total: z.string(),
  incurredOn: z.string(),
  reference: z.string(),
  recurringId: z.uuid().nullable(),
  /** The receipt, kept as uploaded. */
  fileId: z.uuid().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Expense = z.infer<typeof expenseSchema>;

export const expensesQuerySchema = pageQuerySchema.extend({
  from: isoDate("the first day").optional(),
  to: isoDate("the last day").optional(),
  category: category.optional(),
  locationId: uuid("location").optional(),
});
export type ExpensesQuery = z.input<typeof expensesQuerySchema>;

export const expensesPageSchema = z.object({
  rows: z.array(expenseSchema),
  total: z.number().int(),
  /** The sum of every expense the filters keep, with tax. */
  sum: z.string(),
});
export type ExpensesPage = z.infer<typeof expensesPageSchema>;

export const recurringExpenseInputSchema = z
  .object({
    ...expenseFields,
    frequency: z.enum(EXPENSE_FREQUENCY_KEYS, { error: "Choose how often it comes back." }),
    startsOn: isoDate("the first date"),
    endsOn: isoDate("the last date").nullable().default(null),
  })
  .refine((rule) => rule.endsOn === null || rule.endsOn >= rule.startsOn, {
    error: "The last date cannot be before the first.",
    path: ["endsOn"],
  });
export type RecurringExpenseInput = z.input<typeof recurringExpenseInputSchema>;

export const recurringExpenseSchema = z.object({
  ...shownFields,
  frequency: z.enum(EXPENSE_FREQUENCY_KEYS),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  /** The next day it falls on after today, or null when it has ended. */
  nextOn: z.string().nullable(),
});
export type RecurringExpense = z.infer<typeof recurringExpenseSchema>;

/** Months as YYYY-MM. */
const month = (what: string) =>
  z
    .string({ error: `Enter ${what} as YYYY-MM.` })
    .regex(/^(19|20|21)\d\d-(0[1-9]|1[0-2])$/, { error: `Enter ${what} as YYYY-MM.` });

export const expenseReportQuerySchema = z
  .object({
    from: month("the first month").optional(),
    to: month("the last month").optional(),
    locationId: uuid("location").optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: "The first month cannot be after the last.",
    path: ["from"],
  });
export type ExpenseReportQuery = z.input<typeof expenseReportQuerySchema>;

const byMonth = z.record(z.string(), z.string());

export const expenseReportSchema = z.object({
  months: z.array(z.string()),
  categories: z.array(
    z.object({ category: z.enum(EXPENSE_CATEGORY_KEYS), byMonth, total: z.string() }),
  ),
  locations: z.array(
    z.object({ locationId: z.uuid().nullable(), name: z.string(), byMonth, total: z.string() }),
  ),
  byMonth,
  total: z.string(),
});
export type ExpenseReport = z.infer<typeof expenseReportSchema>;

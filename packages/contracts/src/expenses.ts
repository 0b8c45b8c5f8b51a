// Expenses: what a kitchen spends that is not stock (rent, power, repairs, marketing,
// licences…), once or on a schedule, by category and location (decision 0028).
import { z } from "zod";
import {
  MONEY_BOUNDS,
  isoDate,
  monthRangeQuerySchema,
  nonNegativeDecimalSchema,
  pageQuerySchema,
  positiveDecimalSchema,
  singleLine,
  trimmed,
  updateSchema,
  uuid,
} from "./fields";
import { PAYMENT_METHODS } from "./invoices";
import {
  ACCOUNTING_CATEGORIES,
  ACCOUNTING_CATEGORY_KEYS,
  type AccountingCategory,
} from "./accounting";

/**
 * What an expense is for: the accounting categories, the same as invoice lines (decision 0043),
 * so that a cash buy of produce is food cost and a plumber's bill is repairs.
 */
export const EXPENSE_CATEGORIES = ACCOUNTING_CATEGORIES;
export type ExpenseCategory = AccountingCategory;
export const EXPENSE_CATEGORY_KEYS = ACCOUNTING_CATEGORY_KEYS;

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

export const expenseReportQuerySchema = monthRangeQuerySchema;
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

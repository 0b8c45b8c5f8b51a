// The demo's expenses (decision 0028): five months of what a two-site restaurant spends besides
// stock. Rents, the linen service, phones and insurance are recurring, written when expenses are
// first read; power, water, repairs, marketing, a permit and card fees were entered one by one.
import { addDays, addMonths, weekdayOfDay } from "@larder/domain";
import type { Executor } from "../../db/database";

interface Place {
  id: string;
}

type Where = "main" | "commissary" | null;

/** [category, where, payee, description, amount, tax, method, frequency]: started 5 months ago. */
// prettier-ignore
const RECURRING: [string, Where, string, string, string, string, string, string][] = [
  ["rent", "main", "Harbour Street Properties", "Rent, 14 Main Street", "6500.00", "0", "bank_transfer", "monthly"],
  ["rent", "commissary", "Dockside Industrial Units", "Unit 4 lease", "2800.00", "0", "bank_transfer", "monthly"],
  ["cleaning", "main", "CleanLine Linen Service", "Aprons, cloths and napkins", "184.50", "11.53", "card", "weekly"],
  ["phone_internet", null, "Comcast Business", "Phone lines and internet", "189.99", "0", "card", "monthly"],
  ["insurance", null, "Northbridge Mutual", "Property and liability", "1240.00", "0", "bank_transfer", "quarterly"],
];

/** [months ago, day of the month, category, where, payee, description, amount, tax, method]. */
// prettier-ignore
const ONE_OFF: [number, number, string, Where, string, string, string, string, string][] = [
  [5, 12, "utilities", "main", "City Power & Light", "Electricity", "1502.44", "90.15", "bank_transfer"],
  [4, 12, "utilities", "main", "City Power & Light", "Electricity", "1437.06", "86.22", "bank_transfer"],
  [3, 12, "utilities", "main", "City Power & Light", "Electricity", "1355.12", "81.31", "bank_transfer"],
  [2, 12, "utilities", "main", "City Power & Light", "Electricity", "1288.90", "77.33", "bank_transfer"],
  [1, 12, "utilities", "main", "City Power & Light", "Electricity", "1412.37", "84.74", "bank_transfer"],
  [5, 12, "utilities", "commissary", "City Power & Light", "Electricity", "655.20", "39.31", "bank_transfer"],
  [4, 12, "utilities", "commissary", "City Power & Light", "Electricity", "640.75", "38.45", "bank_transfer"],
  [3, 12, "utilities", "commissary", "City Power & Light", "Electricity", "611.80", "36.71", "bank_transfer"],
  [2, 12, "utilities", "commissary", "City Power & Light", "Electricity", "598.44", "35.91", "bank_transfer"],
  [1, 12, "utilities", "commissary", "City Power & Light", "Electricity", "642.10", "38.53", "bank_transfer"],
  [2, 20, "utilities", "main", "Metro Water", "Water and sewer, two months", "412.60", "0", "check"],
  [4, 20, "utilities", "main", "Metro Water", "Water and sewer, two months", "398.15", "0", "check"],
  [5, 5, "bank_fees", null, "Square", "Card processing fees", "1288.03", "0", "other"],
  [4, 5, "bank_fees", null, "Square", "Card processing fees", "1252.61", "0", "other"],
  [3, 5, "bank_fees", null, "Square", "Card processing fees", "1231.77", "0", "other"],
  [2, 5, "bank_fees", null, "Square", "Card processing fees", "1166.40", "0", "other"],
  [1, 5, "bank_fees", null, "Square", "Card processing fees", "1204.18", "0", "other"],
  [2, 9, "repairs", "commissary", "Bay Refrigeration", "Walk-in compressor relay", "1180.00", "0", "check"],
  [1, 23, "repairs", "main", "Bay Plumbing", "Unblocked the dish pit drain", "180.00", "11.25", "card"],
  [2, 16, "marketing", "main", "Harbor Gazette", "Half-page ad, restaurant week", "350.00", "0", "card"],
  [1, 2, "marketing", "main", "Meta Platforms", "Instagram promotion, brunch", "240.00", "0", "card"],
  [3, 28, "licences", null, "City Health Department", "Food service permit renewal", "545.00", "0", "check"],
  [1, 18, "smallwares", "main", "Restaurant Depot", "Sheet pans and squeeze bottles", "146.82", "9.18", "card"],
];

/** Writes the demo's recurring expenses and five months of one-off ones, counted from `today`. */
export async function seedDemoExpenses(
  tx: Executor,
  seed: { workspaceId: string; main: Place; commissary: Place; today: string; managerId: string },
): Promise<void> {
  const place = (where: Where) =>
    where === "main" ? seed.main.id : where === "commissary" ? seed.commissary.id : null;
  const firstOf = (monthsAgo: number) => `${addMonths(seed.today, -monthsAgo).slice(0, 7)}-01`;
  for (const [category, where, payee, description, amount, tax, method, frequency] of RECURRING)
    await tx.query(
      `insert into recurring_expenses (workspace_id, category, location_id, payee, description, amount,
                                       tax, method, frequency, starts_on, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        seed.workspaceId,
        category,
        place(where),
        payee,
        description,
        amount,
        tax,
        method,
        frequency,
        // Weekly from the first Monday five months ago; the others from the 1st.
        frequency === "weekly" ? firstMondayFrom(firstOf(5)) : firstOf(5),
        seed.managerId,
      ],
    );
  for (const [
    monthsAgo,
    day,
    category,
    where,
    payee,
    description,
    amount,
    tax,
    method,
  ] of ONE_OFF) {
    const incurredOn = addDays(firstOf(monthsAgo), day - 1);
    if (incurredOn > seed.today) continue;
    await tx.query(
      `insert into expenses (workspace_id, category, location_id, payee, description, amount, tax,
                             incurred_on, method, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        seed.workspaceId,
        category,
        place(where),
        payee,
        description,
        amount,
        tax,
        incurredOn,
        method,
        seed.managerId,
      ],
    );
  }
}

const firstMondayFrom = (day: string) => addDays(day, (7 - weekdayOfDay(day)) % 7);

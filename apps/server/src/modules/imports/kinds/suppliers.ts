import {
  MONEY_BOUNDS,
  TABLE_IMPORT_COLUMNS,
  WEEKDAYS,
  optionalEmailSchema,
} from "@larder/contracts";
import { exact } from "@larder/domain";
import type { Executor } from "../../../db/database";
import type { Member } from "../../../core/member";
import { createSupplier, updateSupplier } from "../../suppliers";
import type { Table } from "../../../lib/spreadsheet/table";
import {
  amount,
  checkRows,
  firstRowOf,
  text,
  wholeNumber,
  type CheckedRows,
  type RowReader,
} from "./table";

/** What a row sets; a field left out (an empty cell) is left as Larder has it. */
export interface SupplierValues {
  name: string;
  contactName?: string;
  email?: string;
  phone?: string;
  orderingEmail?: string;
  accountNumber?: string;
  deliveryDays?: number[];
  leadTimeDays?: number;
  minimumOrder?: string;
  paymentTermsDays?: number;
  notes?: string;
}

export const SUPPLIER_SYNONYMS: Record<string, readonly string[]> = {
  name: ["supplier", "supplier_name", "vendor", "vendor_name", "company", "company_name"],
  contact: ["contact_name", "contact_person", "rep", "sales_rep", "representative"],
  email: ["email_address", "e_mail", "mail"],
  phone: ["telephone", "tel", "phone_number", "mobile", "cell"],
  order_email: [
    "ordering_email",
    "orders_email",
    "order_e_mail",
    "po_email",
    "purchase_order_email",
  ],
  account_number: ["account", "account_no", "acct", "customer_number", "account_num"],
  delivery_days: ["delivery", "deliveries", "delivers", "days", "delivery_schedule"],
  lead_time_days: ["lead_time", "lead_days", "lead", "leadtime"],
  minimum_order: [
    "min_order",
    "order_minimum",
    "minimum",
    "minimum_order_value",
    "min_order_value",
  ],
  payment_terms_days: ["payment_terms", "terms", "net_days", "payment_days"],
  notes: ["note", "comments", "comment", "remarks"],
};

/** Existing suppliers as they would be compared with a row. */
type StoredSupplier = Required<SupplierValues> & { id: string; minimumOrder: string };

const DAY_WORDS = new Map<string, number>(
  WEEKDAYS.flatMap((day, index) => {
    const full = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"][
      index
    ]!;
    return [
      [day.toLowerCase(), index],
      [full, index],
      [full.slice(0, 4), index],
    ] as [string, number][];
  }),
);

/** "Mon, Wed, Fri", "Mon-Fri", "Tuesday/Thursday", "daily" → weekday numbers (Monday is 0). */
export function parseDeliveryDays(textValue: string): number[] | null {
  const words = textValue.toLowerCase().trim();
  if (words === "daily" || words === "every day") return [0, 1, 2, 3, 4, 5, 6];
  const days = new Set<number>();
  const parts = words
    .replace(/\s*[-–]\s*/g, "-")
    .replace(/\band\b/g, ",")
    .split(/[,;/&|\s]+/);
  for (const part of parts) {
    if (!part) continue;
    const range = /^([a-z.]+)-([a-z.]+)$/.exec(part);
    if (range) {
      const from = DAY_WORDS.get(range[1]!.replace(".", ""));
      const to = DAY_WORDS.get(range[2]!.replace(".", ""));
      if (from === undefined || to === undefined || to < from) return null;
      for (let day = from; day <= to; day += 1) days.add(day);
      continue;
    }
    const day = DAY_WORDS.get(part.replace(".", ""));
    if (day === undefined) return null;
    days.add(day);
  }
  return [...days].sort();
}

export const deliveryDaysText = (days: number[]) => days.map((day) => WEEKDAYS[day]).join(", ");

function email(reader: RowReader, column: string, label: string): string | undefined {
  const value = reader.cell(column);
  if (!value) return undefined;
  const parsed = optionalEmailSchema.safeParse(value);
  if (!parsed.success) {
    reader.problem(
      column,
      `“${value}” is not an email address. Write the ${label} like orders@supplier.com.`,
    );
    return undefined;
  }
  return parsed.data;
}

function readSupplier(reader: RowReader): SupplierValues | null {
  const name = text(reader, "name", "supplier's name", 120);
  if (!name) reader.problem("name", "The supplier's name is missing.");
  const values: SupplierValues = { name };
  const set = <K extends keyof SupplierValues>(key: K, value: SupplierValues[K] | null) => {
    if (value !== null && value !== undefined && value !== "") values[key] = value;
  };
  set("contactName", text(reader, "contact", "contact's name", 120));
  set("email", email(reader, "email", "email"));
  set("phone", text(reader, "phone", "phone number", 40));
  set("orderingEmail", email(reader, "order_email", "order email"));
  set("accountNumber", text(reader, "account_number", "account number", 60));
  const daysText = reader.cell("delivery_days");
  if (daysText) {
    const days = parseDeliveryDays(daysText);
    if (!days)
      reader.problem(
        "delivery_days",
        `“${daysText}” are not days of the week. Write them like Mon, Wed, Fri or Mon-Fri.`,
      );
    else set("deliveryDays", days);
  }
  set("leadTimeDays", wholeNumber(reader, "lead_time_days", "lead time", { min: 0, max: 60 }));
  set("minimumOrder", amount(reader, "minimum_order", "minimum order", MONEY_BOUNDS));
  set(
    "paymentTermsDays",
    wholeNumber(reader, "payment_terms_days", "payment term", { min: 0, max: 365 }),
  );
  set("notes", text(reader, "notes", "notes", 2000));
  return reader.problems.length > 0 ? null : values;
}

/** The fields of `values` that differ from `stored`. */
function changesOf(values: SupplierValues, stored: StoredSupplier): Partial<SupplierValues> {
  const changes: Partial<SupplierValues> = {};
  for (const [key, value] of Object.entries(values) as [keyof SupplierValues, unknown][]) {
    if (key === "name") continue; // recognised by name in any case; a case change is not a change
    const current = stored[key];
    const same =
      key === "minimumOrder"
        ? current !== "" && exact(current as string).equals(exact(value as string))
        : JSON.stringify(current) === JSON.stringify(value);
    if (!same) (changes as Record<string, unknown>)[key] = value;
  }
  return changes;
}

async function loadStoredSuppliers(
  tx: Executor,
  workspaceId: string,
): Promise<Map<string, StoredSupplier>> {
  const { rows } = await tx.query<{
    id: string;
    name: string;
    contact_name: string;
    email: string;
    phone: string;
    ordering_email: string;
    account_number: string;
    delivery_days: number[];
    lead_time_days: number;
    minimum_order: string | null;
    payment_terms_days: number;
    notes: string;
  }>(
    `select id, name, contact_name, email, phone, ordering_email, account_number, delivery_days,
            lead_time_days, minimum_order::text, payment_terms_days, notes
       from suppliers where workspace_id = $1 and archived_at is null`,
    [workspaceId],
  );
  return new Map(
    rows.map((row) => [
      row.name.toLowerCase(),
      {
        id: row.id,
        name: row.name,
        contactName: row.contact_name,
        email: row.email,
        phone: row.phone,
        orderingEmail: row.ordering_email,
        accountNumber: row.account_number,
        deliveryDays: row.delivery_days,
        leadTimeDays: row.lead_time_days,
        minimumOrder: row.minimum_order ?? "",
        paymentTermsDays: row.payment_terms_days,
        notes: row.notes,
      },
    ]),
  );
}

const cellsOf = (values: SupplierValues): string[] => [
  values.name,
  values.contactName ?? "",
  values.email ?? "",
  values.phone ?? "",
  values.orderingEmail ?? "",
  values.accountNumber ?? "",
  values.deliveryDays ? deliveryDaysText(values.deliveryDays) : "",
  values.leadTimeDays === undefined ? "" : String(values.leadTimeDays),
  values.minimumOrder ?? "",
  values.paymentTermsDays === undefined ? "" : String(values.paymentTermsDays),
  values.notes ?? "",
];

/**
 * Checks a file of suppliers. A supplier is recognised by its name, in any case, among those
 * not archived: a known one is updated with the file's non-empty cells (or left alone when they
 * match), a new one is created.
 */
export async function checkSuppliers(
  tx: Executor,
  member: Member,
  table: Table,
): Promise<CheckedRows<SupplierValues>> {
  const stored = await loadStoredSuppliers(tx, member.workspaceId);
  const seen = new Map<string, number>();
  return checkRows(table, TABLE_IMPORT_COLUMNS.suppliers, SUPPLIER_SYNONYMS, (reader) => {
    const values = readSupplier(reader);
    if (!values) return null;
    const earlier = firstRowOf(seen, values.name.toLowerCase(), reader.row);
    if (earlier !== null) {
      reader.problem("name", `${values.name} is already on row ${earlier}; keep one row each.`);
      return null;
    }
    const existing = stored.get(values.name.toLowerCase());
    const action = !existing
      ? "create"
      : Object.keys(changesOf(values, existing)).length > 0
        ? "update"
        : "unchanged";
    return { values, action, cells: cellsOf(values) };
  });
}

/** Writes checked suppliers through the suppliers module, recognising them again by name. */
export async function writeSuppliers(
  tx: Executor,
  member: Member,
  rows: SupplierValues[],
): Promise<{ created: number; updated: number; unchanged: number }> {
  const stored = await loadStoredSuppliers(tx, member.workspaceId);
  const result = { created: 0, updated: 0, unchanged: 0 };
  for (const values of rows) {
    const existing = stored.get(values.name.toLowerCase());
    if (!existing) {
      await createSupplier(tx, member, {
        name: values.name,
        contactName: values.contactName ?? "",
        phone: values.phone ?? "",
        email: values.email ?? "",
        orderingEmail: values.orderingEmail ?? "",
        accountNumber: values.accountNumber ?? "",
        // Not columns of the file: typed on the supplier's page.
        taxNumber: "",
        bankAccount: "",
        deliveryDays: values.deliveryDays ?? [],
        leadTimeDays: values.leadTimeDays ?? 1,
        minimumOrder: values.minimumOrder ?? null,
        paymentTermsDays: values.paymentTermsDays ?? 30,
        notes: values.notes ?? "",
      });
      result.created += 1;
      continue;
    }
    const changes = changesOf(values, existing);
    if (Object.keys(changes).length === 0) {
      result.unchanged += 1;
      continue;
    }
    await updateSupplier(tx, member, existing.id, changes);
    result.updated += 1;
  }
  return result;
}

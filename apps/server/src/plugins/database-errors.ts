import type { ApiError } from "@larder/contracts";

/** What PostgreSQL attaches to an error a statement raised. */
interface PostgresError {
  code: string;
  table?: string;
  column?: string;
  constraint?: string;
  detail?: string;
}

export function isPostgresError(error: unknown): error is PostgresError {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code);
}

/** Tables by the name a cook gives what they hold. */
const NOUNS: Record<string, string> = {
  workspaces: "workspace",
  locations: "location",
  storage_areas: "storage area",
  users: "person",
  memberships: "member",
  categories: "category",
  items: "item",
  suppliers: "supplier",
  supplier_items: "supplier item",
  purchase_orders: "order",
  purchase_order_lines: "order line",
  receipts: "delivery",
  invoices: "invoice",
  invoice_lines: "invoice line",
  payments: "payment",
  counts: "count",
  uploads: "photo",
  imports: "import",
};

const noun = (table: string | undefined) =>
  (table && NOUNS[table]) ?? (table ?? "record").replaceAll("_", " ").replace(/s$/, "");

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The columns a key names in a constraint's detail: `Key (workspace_id, item_id)=(…)`. */
function keyColumns(detail: string | undefined): string[] {
  const match = /Key \(([^)]*)\)=/.exec(detail ?? "");
  return match ? match[1]!.split(",").map((column) => column.trim()) : [];
}

/**
 * The column of a foreign key that pointed nowhere. Under row-level security PostgreSQL leaves
 * the key out of the detail, so it is read from the constraint's default name,
 * `<table>_workspace_id_<column>_fkey`.
 */
function referencingColumn(error: PostgresError): string | undefined {
  const fromDetail = keyColumns(error.detail).filter((column) => column !== "workspace_id");
  if (fromDetail.length > 0) return fromDetail.at(-1);
  const { table, constraint } = error;
  if (!table || !constraint?.startsWith(`${table}_`) || !constraint.endsWith("_fkey")) return;
  const columns = constraint.slice(table.length + 1, -"_fkey".length).replace(/^workspace_id_/, "");
  return columns || undefined;
}

const referencedTable = (detail: string | undefined) =>
  /(?:present in|referenced from) table "([^"]+)"/.exec(detail ?? "")?.[1];

/**
 * A database error a request should never have caused, turned into the 4xx it deserves: the
 * validation at the edge should have stopped it, and this says what was wrong instead of a
 * 500. Returns null for failures that are not the request's fault.
 */
export function describeDatabaseError(
  error: PostgresError,
): { status: number; body: ApiError } | null {
  const answer = (status: number, code: string, message: string) => ({
    status,
    body: { error: code, message },
  });
  switch (error.code) {
    case "22021":
    case "22P05":
      return answer(
        400,
        "unstorable_character",
        "Some text in this request contains a character Larder cannot store (such as NUL). Remove it and try again.",
      );
    case "22003":
      return answer(
        422,
        "number_too_large",
        "A number in this request is too large to record. Quantities and costs can have at most 14 digits before the decimal point, amounts of money 12.",
      );
    case "22007":
    case "22008":
      return answer(
        400,
        "date_out_of_range",
        "A date in this request is out of range. Use a date between the years 1900 and 2199.",
      );
    case "22P02":
      return answer(
        400,
        "invalid_value",
        "A value in this request is not in the expected form (an id, a number or a date).",
      );
    case "22001":
    case "54000":
      return answer(422, "text_too_long", "A text in this request is too long to store.");
    case "22012":
      return answer(
        422,
        "division_by_zero",
        "A value of zero in this request cannot be used here.",
      );
    case "23502":
      return answer(
        422,
        "value_required",
        `This request leaves out ${error.column ? `"${camel(error.column)}"` : "a value"}, which is required.`,
      );
    case "23503": {
      const other = referencedTable(error.detail);
      if (/still referenced/.test(error.detail ?? "")) {
        return answer(
          409,
          "still_in_use",
          `This ${noun(error.table)} is still used by ${noun(other)}s, so it cannot be removed.`,
        );
      }
      const field = referencingColumn(error);
      return answer(
        422,
        "unknown_reference",
        `The ${noun(other)}${field ? ` given as "${camel(field)}"` : ""} does not exist in this workspace.`,
      );
    }
    case "23505":
      return answer(
        409,
        "already_exists",
        `A ${noun(error.table)} with the same ${
          keyColumns(error.detail)
            .filter((column) => column !== "workspace_id")
            .map((column) => camel(column))
            .join(" and ") || "details"
        } already exists.`,
      );
    case "23514":
    case "23P01":
      return answer(
        422,
        "not_allowed",
        `A value in this request is outside what Larder allows for a ${noun(error.table)}.`,
      );
    case "40001":
    case "40P01":
      return answer(
        409,
        "changed_meanwhile",
        "Someone else changed the same records at this moment. Reload and try again.",
      );
    default:
      return null;
  }
}

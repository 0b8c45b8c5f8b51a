import {
  ACCOUNTING_CATEGORIES,
  ACCOUNTING_CATEGORY_KEYS,
  type AccountingCategory,
  type Bookkeeping,
  type CategoryMapping,
} from "@larder/contracts";
import { InvalidError, NotFoundError } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { iso } from "../../core/dates";
import { readCsv, TableError } from "../../lib/spreadsheet/table";
import { recordChange } from "../audit";
import { writeDueOccurrences } from "../expenses";

/** A chart holds at most this many accounts; QuickBooks' and Xero's defaults hold about 90. */
export const MAX_ACCOUNTS = 2000;

interface ChartAccount {
  code: string;
  name: string;
  type: string;
}

/** Column names, in lower case without Xero's leading asterisk. */
const NAME_COLUMNS = ["name", "account", "account name", "full name", "account full name"];
const CODE_COLUMNS = [
  "code",
  "account code",
  "number",
  "account number",
  "account #",
  "acct #",
  "acct num",
  "no.",
  "no",
];
const TYPE_COLUMNS = ["type", "account type"];

const headerOf = (cell: string) => cell.replace(/^\*/, "").trim().toLowerCase();
const invalid = (message: string) => new InvalidError("invalid_chart", message);

/**
 * The accounts of a chart of accounts exported as CSV: Xero's (*Code, *Name, *Type…) or
 * QuickBooks Online's account list (Account, Type, Detail type…, under a title and a blank line,
 * with the account number when numbers are on). The header is the first of the first ten rows
 * that names a column of account names.
 */
export function parseChart(csv: string): ChartAccount[] {
  const rows: string[][] = [];
  try {
    readCsv(new TextEncoder().encode(csv), { row: (cells) => void rows.push(cells) });
  } catch (error) {
    if (error instanceof TableError) throw invalid(error.message);
    throw error;
  }
  const headerAt = rows
    .slice(0, 10)
    .findIndex((cells) => cells.some((cell) => NAME_COLUMNS.includes(headerOf(cell))));
  if (headerAt < 0)
    throw invalid(
      "No column of account names was found. Export the chart of accounts from QuickBooks Online (Account List) or Xero (Chart of accounts, Export) and upload that file: its header names the columns, such as Name or Account, Code and Type.",
    );
  const header = rows[headerAt]!.map(headerOf);
  const column = (names: string[]) => header.findIndex((cell) => names.includes(cell));
  const nameAt = column(NAME_COLUMNS);
  const codeAt = column(CODE_COLUMNS);
  const typeAt = column(TYPE_COLUMNS);
  const accounts = new Map<string, ChartAccount>();
  for (const [index, cells] of rows.slice(headerAt + 1).entries()) {
    const name = (cells[nameAt] ?? "").trim();
    const type = typeAt < 0 ? "" : (cells[typeAt] ?? "").trim().slice(0, 80);
    // Where the chart names each account's type, a row without one is not an account:
    // QuickBooks ends its export with a total and the date it was run.
    if (!name || /^total\b/i.test(name) || (typeAt >= 0 && !type)) continue;
    const row = headerAt + index + 2;
    if (name.length > 200) throw invalid(`The account name on row ${row} is over 200 characters.`);
    const code = codeAt < 0 ? "" : (cells[codeAt] ?? "").trim();
    if (code.length > 40) throw invalid(`The account code on row ${row} is over 40 characters.`);
    if (!accounts.has(name.toLowerCase())) accounts.set(name.toLowerCase(), { code, name, type });
    if (accounts.size > MAX_ACCOUNTS)
      throw invalid(
        `The chart has more than ${MAX_ACCOUNTS.toLocaleString("en-US")} accounts; Larder keeps at most ${MAX_ACCOUNTS.toLocaleString("en-US")}.`,
      );
  }
  if (accounts.size === 0) throw invalid("The file names no accounts under its header.");
  return [...accounts.values()];
}

/** The chart, each category's account, and how much is coded to each category. */
export async function bookkeeping(tx: Executor, workspaceId: string): Promise<Bookkeeping> {
  const { rows: accounts } = await tx.query<{
    id: string;
    code: string;
    name: string;
    type: string;
  }>(
    `select id, code, name, type from ledger_accounts where workspace_id = $1 order by position, lower(name)`,
    [workspaceId],
  );
  const { rows: mapped } = await tx.query<{ category: string; account_id: string }>(
    "select category, account_id from ledger_category_accounts where workspace_id = $1",
    [workspaceId],
  );
  await writeDueOccurrences(tx, workspaceId);
  const { rows: uses } = await tx.query<{ category: string; lines: number; expenses: number }>(
    `select category, count(*) filter (where kind = 'line')::int as lines,
            count(*) filter (where kind = 'expense')::int as expenses
       from (select account_category as category, 'line' as kind
               from invoice_lines where workspace_id = $1
             -- An invoice entered with its totals only counts as food (decision 0043).
             union all
             select 'food_other', 'line' from invoices v
              where v.workspace_id = $1
                and not exists (select 1 from invoice_lines il
                                 where il.workspace_id = v.workspace_id and il.invoice_id = v.id)
             union all
             select category, 'expense' from expenses where workspace_id = $1) x
      group by category`,
    [workspaceId],
  );
  const { rows: workspace } = await tx.query<{ imported_at: Date | null }>(
    "select chart_imported_at as imported_at from workspaces where id = $1",
    [workspaceId],
  );
  const accountOf = new Map(mapped.map((row) => [row.category, row.account_id]));
  const usesOf = new Map(uses.map((row) => [row.category, row]));
  return {
    accounts,
    categories: ACCOUNTING_CATEGORY_KEYS.map((category) => ({
      category,
      accountId: accountOf.get(category) ?? null,
      lines: usesOf.get(category)?.lines ?? 0,
      expenses: usesOf.get(category)?.expenses ?? 0,
    })),
    importedAt: workspace[0]?.imported_at ? iso(workspace[0].imported_at) : null,
  };
}

/**
 * Replaces the workspace's chart with the one in `csv`: accounts keep their id (and the
 * categories mapped to them) when their name is unchanged; accounts no longer in the chart go,
 * and the categories mapped to them go back to their default account.
 */
export async function importChart(tx: Executor, member: Member, csv: string): Promise<void> {
  const accounts = parseChart(csv);
  const { rows: removed } = await tx.query<{ name: string }>(
    `delete from ledger_accounts
      where workspace_id = $1 and lower(name) <> all($2::text[]) returning name`,
    [member.workspaceId, accounts.map((account) => account.name.toLowerCase())],
  );
  await tx.query(
    `insert into ledger_accounts (workspace_id, code, name, type, position)
     select $1, x.code, x.name, x.type, x.position
       from unnest($2::text[], $3::text[], $4::text[], $5::int[]) as x(code, name, type, position)
     on conflict (workspace_id, lower(name))
       do update set code = excluded.code, name = excluded.name, type = excluded.type,
                     position = excluded.position`,
    [
      member.workspaceId,
      accounts.map((account) => account.code),
      accounts.map((account) => account.name),
      accounts.map((account) => account.type),
      accounts.map((_, position) => position),
    ],
  );
  await tx.query("update workspaces set chart_imported_at = now() where id = $1", [
    member.workspaceId,
  ]);
  await recordChange(tx, member, {
    action: "chart_imported",
    summary: `imported the chart of accounts (${accounts.length} accounts${
      removed.length > 0 ? `, ${removed.length} no longer in it removed` : ""
    })`,
    details: { accounts: accounts.length, removed: removed.map((row) => row.name) },
  });
}

/** Maps categories to accounts of the chart (null: back to the default account). */
export async function mapCategories(
  tx: Executor,
  member: Member,
  input: CategoryMapping,
): Promise<void> {
  const categories = input.mappings.map((mapping) => mapping.category);
  if (new Set(categories).size !== categories.length)
    throw invalid("Each category may be mapped once.");
  const accountIds = [
    ...new Set(input.mappings.flatMap((mapping) => (mapping.accountId ? [mapping.accountId] : []))),
  ];
  const { rows: accounts } = await tx.query<{ id: string; name: string }>(
    "select id, name from ledger_accounts where workspace_id = $1 and id = any($2::uuid[])",
    [member.workspaceId, accountIds],
  );
  if (accounts.length !== accountIds.length)
    throw new NotFoundError(
      "account_not_found",
      "That account is not in this workspace's chart of accounts. Import the chart again, then choose.",
    );
  const name = new Map(accounts.map((account) => [account.id, account.name]));
  const { rows: before } = await tx.query<{ category: string; name: string }>(
    `select m.category, a.name from ledger_category_accounts m
       join ledger_accounts a on a.workspace_id = m.workspace_id and a.id = m.account_id
      where m.workspace_id = $1 and m.category = any($2::text[])`,
    [member.workspaceId, categories],
  );
  await tx.query(
    "delete from ledger_category_accounts where workspace_id = $1 and category = any($2::text[])",
    [member.workspaceId, categories],
  );
  const mapped = input.mappings.filter((mapping) => mapping.accountId);
  await tx.query(
    `insert into ledger_category_accounts (workspace_id, category, account_id)
     select $1, x.category, x.account_id from unnest($2::text[], $3::uuid[]) as x(category, account_id)`,
    [
      member.workspaceId,
      mapped.map((mapping) => mapping.category),
      mapped.map((mapping) => mapping.accountId),
    ],
  );
  const was = new Map(before.map((row) => [row.category, row.name]));
  const changes = input.mappings.filter(
    (mapping) =>
      (mapping.accountId ? name.get(mapping.accountId) : undefined) !== was.get(mapping.category),
  );
  if (changes.length === 0) return;
  await recordChange(tx, member, {
    action: "accounts_mapped",
    summary: `mapped ${changes
      .map(
        (mapping) =>
          `${ACCOUNTING_CATEGORIES[mapping.category].label} to ${
            mapping.accountId ? name.get(mapping.accountId) : "its default account"
          }`,
      )
      .join("; ")}`,
    details: {
      before: Object.fromEntries(changes.map((m) => [m.category, was.get(m.category) ?? null])),
      after: Object.fromEntries(
        changes.map((m) => [m.category, m.accountId ? name.get(m.accountId)! : null]),
      ),
    },
  });
}

/**
 * The account each category is booked to in an accounting system's import: the workspace's own
 * (QuickBooks matches accounts by name, Xero by code), else the system's default.
 */
export async function ledgerAccountOf(
  tx: Executor,
  workspaceId: string,
  system: "quickbooks" | "xero",
): Promise<(category: AccountingCategory) => string> {
  const { rows } = await tx.query<{ category: AccountingCategory; code: string; name: string }>(
    `select m.category, a.code, a.name from ledger_category_accounts m
       join ledger_accounts a on a.workspace_id = m.workspace_id and a.id = m.account_id
      where m.workspace_id = $1`,
    [workspaceId],
  );
  const own = new Map(
    rows.map((row) => [row.category, system === "xero" && row.code ? row.code : row.name]),
  );
  return (category) => own.get(category) ?? ACCOUNTING_CATEGORIES[category][system];
}

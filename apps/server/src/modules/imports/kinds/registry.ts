import type { TableImportKind } from "@larder/contracts";
import type { Executor } from "../../../db/database";
import type { Member } from "../../../core/member";
import type { Table } from "../../../lib/spreadsheet/table";
import { checkOpeningInvoices, writeOpeningInvoices } from "./opening-invoices";
import { checkParLevels, writeParLevels } from "./par-levels";
import { checkSupplierItems, writeSupplierItems } from "./supplier-items";
import { checkSuppliers, writeSuppliers } from "./suppliers";
import type { CheckedRows } from "./table";

export interface TableImportResult {
  created: number;
  updated: number;
  unchanged: number;
}

/**
 * One kind of import beyond items: how rows are checked and written (who may run it is in its
 * routes' declarations, TABLE_IMPORTS_API in @larder/contracts).
 */
export interface TableImport {
  /** What a file of it holds, in words: "suppliers". */
  what: string;
  check(tx: Executor, member: Member, table: Table): Promise<CheckedRows<unknown>>;
  write(tx: Executor, member: Member, rows: unknown[]): Promise<TableImportResult>;
}

export const TABLE_IMPORTS: Record<TableImportKind, TableImport> = {
  suppliers: {
    what: "suppliers",
    check: checkSuppliers,
    write: (tx, member, rows) => writeSuppliers(tx, member, rows as never),
  },
  supplier_items: {
    what: "supplier items and prices",
    check: checkSupplierItems,
    write: (tx, member, rows) => writeSupplierItems(tx, member, rows as never),
  },
  par_levels: {
    what: "par levels",
    check: checkParLevels,
    write: (tx, member, rows) => writeParLevels(tx, member, rows as never),
  },
  opening_invoices: {
    what: "opening invoices",
    check: checkOpeningInvoices,
    write: (tx, member, rows) => writeOpeningInvoices(tx, member, rows as never),
  },
};

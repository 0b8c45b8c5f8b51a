import type { TableImportKind } from "@larder/contracts";
import type { Permission, RouteScope } from "@larder/domain";
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

/** One kind of import beyond items: who may run it, how rows are checked and written. */
export interface TableImport {
  /** The permission the matching screen needs to make the same changes by hand. */
  permission: Permission;
  /** The API token scopes of its routes: reading its template and jobs, and writing. */
  scopes: { read: RouteScope; write: RouteScope };
  /** What a file of it holds, in words: "suppliers". */
  what: string;
  check(tx: Executor, member: Member, table: Table): Promise<CheckedRows<unknown>>;
  write(tx: Executor, member: Member, rows: unknown[]): Promise<TableImportResult>;
}

export const TABLE_IMPORTS: Record<TableImportKind, TableImport> = {
  suppliers: {
    permission: "suppliers.manage",
    scopes: { read: "purchasing:read", write: "purchasing:write" },
    what: "suppliers",
    check: checkSuppliers,
    write: (tx, member, rows) => writeSuppliers(tx, member, rows as never),
  },
  supplier_items: {
    permission: "suppliers.manage",
    scopes: { read: "purchasing:read", write: "purchasing:write" },
    what: "supplier items and prices",
    check: checkSupplierItems,
    write: (tx, member, rows) => writeSupplierItems(tx, member, rows as never),
  },
  par_levels: {
    permission: "items.edit",
    scopes: { read: "stock:read", write: "stock:write" },
    what: "par levels",
    check: checkParLevels,
    write: (tx, member, rows) => writeParLevels(tx, member, rows as never),
  },
  opening_invoices: {
    permission: "invoices.edit",
    scopes: { read: "invoices:read", write: "invoices:write" },
    what: "opening invoices",
    check: checkOpeningInvoices,
    write: (tx, member, rows) => writeOpeningInvoices(tx, member, rows as never),
  },
};

import { z } from "zod";
import { apiRoute } from "./api";
import { apiErrorSchema } from "./errors";
import {
  TABLE_IMPORT_PATHS,
  importConfirmSchema,
  importJobSchema,
  tableImportJobSchema,
  type TableImportKind,
} from "./imports";

// Imports from CSV or XLSX (decisions 0014, 0048): upload, read and check in the background,
// review the rows and their problems, then confirm (all valid rows, or none). Items and opening
// stock have IMPORTS_API; suppliers, prices, par levels and opening invoices have the same
// routes under `/imports/<kind>/` in TABLE_IMPORTS_API, with the permission each one's own
// screen needs.

const workspace = z.object({ workspaceId: z.string() });
const importJob = workspace.extend({ importId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tag = "Import and export";
const uploadQuery = z.object({ fileName: z.string().trim().min(1).max(200).default("upload") });
const uploaded = {
  202: z.object({ id: z.uuid() }),
  ...errors,
  413: apiErrorSchema,
  415: apiErrorSchema,
};

export const IMPORTS_API = {
  template: apiRoute({
    access: "items.edit",
    scope: "stock:read",
    tag,
    file: true,
    method: "GET",
    path: "/api/w/:workspaceId/imports/items/template",
    summary: "A CSV template for importing items: the header row only",
    params: workspace,
    query: z.object({}),
    responses: {},
  }),
  upload: apiRoute({
    access: "items.edit",
    scope: "stock:write",
    tag,
    method: "POST",
    path: "/api/w/:workspaceId/imports",
    summary: "Upload a CSV or XLSX file of items and opening stock to check",
    description:
      "Send the file itself as the body (Content-Type text/csv or the .xlsx type), its name in `fileName`. At most 5 MB; reading stops at 100,000 rows, 2,000,000 cells, 32,767 characters in a cell, 20 million characters in all, or a workbook that unzips to more than 100 MB, and the import then fails with the limit named.",
    params: workspace,
    query: uploadQuery,
    upload: true,
    responses: uploaded,
  }),
  get: apiRoute({
    access: "items.edit",
    scope: "stock:read",
    tag,
    method: "GET",
    path: "/api/w/:workspaceId/imports/:importId",
    summary: "An import: how far it has got, its rows and the problems found",
    params: importJob,
    responses: { 200: importJobSchema },
  }),
  confirm: apiRoute({
    access: "items.edit",
    scope: "stock:write",
    tag,
    method: "POST",
    path: "/api/w/:workspaceId/imports/:importId/confirm",
    summary: "Write a checked import: every valid row, or nothing",
    params: importJob,
    body: importConfirmSchema,
    responses: { 202: z.null(), ...errors },
  }),
  cancel: apiRoute({
    access: "items.edit",
    scope: "stock:write",
    tag,
    method: "POST",
    path: "/api/w/:workspaceId/imports/:importId/cancel",
    summary: "Cancel an import that has not been written",
    params: importJob,
    responses: { 204: z.null(), ...errors },
  }),
};

/**
 * Who may run an import beyond items: the permission its own screen needs to make the same
 * changes by hand, and the API token scopes of reading its template and jobs and of writing.
 */
interface TableImportAccess {
  access: string;
  read: string;
  write: string;
  /** What a file of it holds, in words: "suppliers". */
  what: string;
}

/** The template, upload, job, confirm and cancel routes of one import beyond items. */
function tableImportRoutes(
  kind: TableImportKind,
  { access, read, write, what }: TableImportAccess,
) {
  const path = `/api/w/:workspaceId/imports/${TABLE_IMPORT_PATHS[kind]}` as const;
  return {
    template: apiRoute({
      access,
      scope: read,
      tag,
      file: true,
      method: "GET",
      path: `${path}/template`,
      summary: `A CSV template for importing ${what}: the header row only`,
      params: workspace,
      query: z.object({}),
      responses: {},
    }),
    upload: apiRoute({
      access,
      scope: write,
      tag,
      method: "POST",
      path,
      summary: `Upload a CSV or XLSX file of ${what} to check`,
      description:
        "Send the file itself as the body (Content-Type text/csv or the .xlsx type), its name in `fileName`. Read with the same limits as the items import; nothing is written until the import is confirmed.",
      params: workspace,
      query: uploadQuery,
      upload: true,
      responses: uploaded,
    }),
    get: apiRoute({
      access,
      scope: read,
      tag,
      method: "GET",
      path: `${path}/:importId`,
      summary: `An import of ${what}: how far it has got, what it would do and the problems found`,
      params: importJob,
      responses: { 200: tableImportJobSchema, 409: apiErrorSchema },
    }),
    confirm: apiRoute({
      access,
      scope: write,
      tag,
      method: "POST",
      path: `${path}/:importId/confirm`,
      summary: `Write a checked import of ${what}: every valid row, or nothing`,
      params: importJob,
      body: importConfirmSchema,
      responses: { 202: z.null(), ...errors },
    }),
    cancel: apiRoute({
      access,
      scope: write,
      tag,
      method: "POST",
      path: `${path}/:importId/cancel`,
      summary: `Cancel an import of ${what} that has not been written`,
      params: importJob,
      responses: { 204: z.null(), ...errors },
    }),
  };
}

export const TABLE_IMPORTS_API: Record<TableImportKind, ReturnType<typeof tableImportRoutes>> = {
  suppliers: tableImportRoutes("suppliers", {
    access: "suppliers.manage",
    read: "purchasing:read",
    write: "purchasing:write",
    what: "suppliers",
  }),
  supplier_items: tableImportRoutes("supplier_items", {
    access: "suppliers.manage",
    read: "purchasing:read",
    write: "purchasing:write",
    what: "supplier items and prices",
  }),
  par_levels: tableImportRoutes("par_levels", {
    access: "items.edit",
    read: "stock:read",
    write: "stock:write",
    what: "par levels",
  }),
  opening_invoices: tableImportRoutes("opening_invoices", {
    access: "invoices.edit",
    read: "invoices:read",
    write: "invoices:write",
    what: "opening invoices",
  }),
};

import { z } from "zod";
import { apiRoute } from "./api";
import { apiErrorSchema } from "./errors";
import { SALES_IMPORT_LIMITS } from "./files";
import { menuEngineeringQuerySchema, menuEngineeringSchema } from "./menu";
import {
  foodCostQuerySchema,
  foodCostSchema,
  posNameInputSchema,
  posNameSchema,
  posNamesQuerySchema,
  saleTicketInputSchema,
  saleTicketResultSchema,
  salesImportQuerySchema,
  salesImportSchema,
  salesImportUpdateSchema,
  salesPageSchema,
  salesQuerySchema,
} from "./sales";

// Sales from a POS (decision 0048): exports imported in the background (read, reviewed,
// posted), POS names mapped to menu items once, tickets posted one at a time by an integration,
// the sales kept, food cost and menu engineering.

const workspace = z.object({ workspaceId: z.string() });
const salesImport = workspace.extend({ salesImportId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const megabytes = SALES_IMPORT_LIMITS.fileBytes / (1024 * 1024);
const tag = "Sales and variance";
const read = { access: "sales.view", scope: "sales:read", tag } as const;
const write = { access: "sales.import", scope: "sales:write", tag } as const;

export const SALES_API = {
  upload: apiRoute({
    ...write,
    method: "POST",
    path: "/api/w/:workspaceId/sales/imports",
    summary: "Upload a sales export (Square, Toast, Lightspeed, Clover or any CSV/XLSX)",
    description: `Send the file itself as the body, its name in \`fileName\` and the location its sales belong to in \`locationId\` (lines of a file with a location column go to the location of that name). At most ${megabytes} MB and 200,000 rows. Larder recognises the POS by the header, reads and checks the file in the background, and waits for it to be posted. The same file uploaded again is refused; lines of another file that were imported before are skipped.`,
    params: workspace,
    query: salesImportQuerySchema,
    upload: true,
    responses: {
      202: z.object({ id: z.uuid() }),
      ...errors,
      413: apiErrorSchema,
      415: apiErrorSchema,
    },
  }),
  imports: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/sales/imports",
    summary: "The latest sales imports",
    params: workspace,
    responses: { 200: z.array(salesImportSchema) },
  }),
  import: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/sales/imports/:salesImportId",
    summary: "A sales import: its progress, what was read, its problems and unmapped names",
    params: salesImport,
    responses: { 200: salesImportSchema },
  }),
  setColumns: apiRoute({
    ...write,
    method: "PATCH",
    path: "/api/w/:workspaceId/sales/imports/:salesImportId",
    summary: "Choose which column holds what, and read the file again",
    description: "The columns are remembered for the next file with the same header.",
    params: salesImport,
    body: salesImportUpdateSchema,
    responses: { 202: z.null(), ...errors },
  }),
  post: apiRoute({
    ...write,
    method: "POST",
    path: "/api/w/:workspaceId/sales/imports/:salesImportId/post",
    summary: "Post a checked import: its new lines, and their ingredients taken from stock",
    description:
      "In one transaction, in the background. Rows with problems are left out; lines with a POS name no menu item answers to are kept and taken from stock once the name is mapped.",
    params: salesImport,
    responses: { 202: z.null(), ...errors },
  }),
  cancel: apiRoute({
    ...write,
    method: "POST",
    path: "/api/w/:workspaceId/sales/imports/:salesImportId/cancel",
    summary: "Cancel an import that has not been posted",
    params: salesImport,
    responses: { 204: z.null(), ...errors },
  }),
  names: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/sales/names",
    summary: "POS item names and the menu items they are",
    params: workspace,
    query: posNamesQuerySchema,
    responses: { 200: z.array(posNameSchema) },
  }),
  mapName: apiRoute({
    ...write,
    method: "PUT",
    path: "/api/w/:workspaceId/sales/names",
    summary: "Say which menu item a POS name is (or that it is not food)",
    description:
      "Remembered for every later import and ticket. Sales waiting under the name take their ingredients from stock now.",
    params: workspace,
    body: posNameInputSchema,
    responses: {
      200: z.object({
        depleted: z.number().int(),
        movements: z.number().int(),
        unmeasurable: z.array(z.string()),
      }),
      ...errors,
    },
  }),
  ticket: apiRoute({
    ...write,
    method: "POST",
    path: "/api/w/:workspaceId/sales/tickets",
    summary: "Record one ticket from a POS integration",
    description:
      "Each line's ingredients are taken from stock through its menu item's recipes. Sending the same ticket again (same location, ticket number and lines) adds nothing, so a retry is safe. Names no menu item answers to are kept and listed for mapping.",
    params: workspace,
    body: saleTicketInputSchema,
    responses: { 201: saleTicketResultSchema, ...errors },
  }),
  lines: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/sales",
    summary: "Sale lines, newest first, with their totals",
    params: workspace,
    query: salesQuerySchema,
    responses: { 200: salesPageSchema },
  }),
  foodCost: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/sales/food-cost",
    summary: "Food cost %: what sold plates' ingredients cost, over their net sales",
    params: workspace,
    query: foodCostQuerySchema,
    responses: { 200: foodCostSchema },
  }),
  engineering: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/menu/engineering",
    summary: "Menu engineering: popularity and margin of each menu item over a period",
    params: workspace,
    query: menuEngineeringQuerySchema,
    responses: { 200: menuEngineeringSchema },
  }),
};

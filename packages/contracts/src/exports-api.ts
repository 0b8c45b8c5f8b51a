import { z } from "zod";
import { apiRoute } from "./api";
import { exportQuerySchema } from "./imports";

// The downloads of a workspace's tables as CSV or XLSX (decision 0048): items, stock, the
// ledger, suppliers and what they sell, orders and counts. Each is a file route.

const workspace = z.object({ workspaceId: z.string() });
const download = {
  tag: "Import and export",
  method: "GET",
  description: "CSV (UTF-8) or XLSX, as a download. `locationId` limits it to one location.",
  params: workspace,
  query: exportQuerySchema,
  file: true,
  responses: {},
} as const;
const stock = { ...download, access: "stock.view", scope: "stock:read" } as const;
const purchasing = { ...download, access: "suppliers.view", scope: "purchasing:read" } as const;

export const EXPORTS_API = {
  items: apiRoute({
    ...stock,
    path: "/api/w/:workspaceId/exports/items",
    summary: "Items and their places, in the import's columns",
  }),
  stock: apiRoute({
    ...stock,
    path: "/api/w/:workspaceId/exports/stock",
    summary: "Stock on hand per item and location",
  }),
  movements: apiRoute({
    ...stock,
    path: "/api/w/:workspaceId/exports/movements",
    summary: "The stock ledger between two days",
  }),
  suppliers: apiRoute({
    ...purchasing,
    path: "/api/w/:workspaceId/exports/suppliers",
    summary: "Suppliers, in their import's columns",
  }),
  "supplier-items": apiRoute({
    ...purchasing,
    path: "/api/w/:workspaceId/exports/supplier-items",
    summary: "What each supplier sells at what price, in their import's columns",
  }),
  orders: apiRoute({
    ...purchasing,
    path: "/api/w/:workspaceId/exports/orders",
    summary: "Purchase orders, one row per line",
  }),
  counts: apiRoute({
    ...download,
    access: "stock.count",
    scope: "stock:read",
    path: "/api/w/:workspaceId/exports/counts",
    summary: "Stock counts, one row per line",
  }),
};

import { z } from "zod";
import { apiRoute } from "./api";
import { apiErrorSchema } from "./errors";
import { healthResponseSchema } from "./health";

// The server's own routes (decision 0048): its health, and the photos kept with deliveries.

const workspace = z.object({ workspaceId: z.string() });

export const HEALTH_API = {
  health: apiRoute({
    access: "public",
    tag: "Server",
    method: "GET",
    path: "/api/health",
    summary: "Whether Larder can serve requests",
    description:
      "200 only when the database answers and every migration is applied; 503 otherwise.",
    responses: { 200: healthResponseSchema, 503: healthResponseSchema },
  }),
};

export const UPLOADS_API = {
  upload: apiRoute({
    access: "orders.receive",
    scope: "purchasing:write",
    tag: "Purchasing",
    upload: true,
    method: "POST",
    path: "/api/w/:workspaceId/uploads",
    summary: "Upload a photo (JPEG, PNG or WebP, at most 5 MB and 50 megapixels)",
    description:
      "Send the image itself as the body. It is checked by its content, not its declared type; files that stop short or carry something else (a zip archive, web page markup) are refused; it is kept re-encoded, at most 2,560 pixels on its longer side, without metadata.",
    params: workspace,
    responses: {
      201: z.object({ id: z.uuid() }),
      413: apiErrorSchema,
      415: apiErrorSchema,
      422: apiErrorSchema,
    },
  }),
  photo: apiRoute({
    access: "suppliers.view",
    scope: "purchasing:read",
    tag: "Purchasing",
    file: true,
    method: "GET",
    path: "/api/w/:workspaceId/uploads/:uploadId",
    summary: "A photo",
    params: workspace.extend({ uploadId: z.string() }),
    responses: {},
  }),
};

import { z } from "zod";
import {
  closureInputSchema,
  closureSchema,
  locationInputSchema,
  locationSchema,
  locationUpdateSchema,
  storageAreaInputSchema,
  storageAreaSchema,
  storageAreaUpdateSchema,
} from "./accounts";
import { apiRoute } from "./api";
import { apiErrorSchema } from "./errors";

// Locations (a restaurant, a commissary), their storage areas (walk-in, dry store, bar), and
// the days each is shut besides its weekly closing days (decision 0048).

const workspace = z.object({ workspaceId: z.string() });
const location = workspace.extend({ locationId: z.string() });
const storageArea = workspace.extend({ storageAreaId: z.string() });
const tag = "Locations";
const read = { access: "workspace.view", scope: "locations:read", tag } as const;
const write = { access: "locations.manage", scope: "locations:write", tag } as const;

export const LOCATIONS_API = {
  list: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/locations",
    summary: "The locations you can see, with their storage areas",
    params: workspace,
    query: z.object({ archived: z.enum(["include", "exclude"]).default("exclude") }),
    responses: { 200: z.array(locationSchema) },
  }),
  create: apiRoute({
    ...write,
    method: "POST",
    path: "/api/w/:workspaceId/locations",
    summary: "Add a location",
    params: workspace,
    body: locationInputSchema,
    responses: { 201: z.object({ id: z.uuid() }), 400: apiErrorSchema, 409: apiErrorSchema },
  }),
  update: apiRoute({
    ...write,
    method: "PATCH",
    path: "/api/w/:workspaceId/locations/:locationId",
    summary: "Rename, move, or archive a location",
    params: location,
    body: locationUpdateSchema,
    responses: { 204: z.null(), 400: apiErrorSchema, 409: apiErrorSchema },
  }),
  addStorageArea: apiRoute({
    ...write,
    method: "POST",
    path: "/api/w/:workspaceId/locations/:locationId/storage-areas",
    summary: "Add a storage area to a location",
    params: location,
    body: storageAreaInputSchema,
    responses: { 201: storageAreaSchema, 400: apiErrorSchema, 409: apiErrorSchema },
  }),
  updateStorageArea: apiRoute({
    ...write,
    method: "PATCH",
    path: "/api/w/:workspaceId/storage-areas/:storageAreaId",
    summary: "Rename, reorder or archive a storage area",
    params: storageArea,
    body: storageAreaUpdateSchema,
    responses: { 204: z.null(), 400: apiErrorSchema, 409: apiErrorSchema },
  }),
  closures: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/locations/:locationId/closures",
    summary: "A location's closures from a year ago on",
    params: location,
    responses: { 200: z.array(closureSchema), 404: apiErrorSchema },
  }),
  close: apiRoute({
    ...write,
    method: "POST",
    path: "/api/w/:workspaceId/locations/:locationId/closures",
    summary: "Mark a day the location is closed",
    params: location,
    body: closureInputSchema,
    responses: { 201: closureSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  }),
  reopen: apiRoute({
    ...write,
    method: "DELETE",
    path: "/api/w/:workspaceId/locations/:locationId/closures",
    summary: "Open the location again on a day marked closed",
    params: location,
    query: closureInputSchema.pick({ day: true }),
    responses: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema },
  }),
};

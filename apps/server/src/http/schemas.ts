import { z } from "zod";

/** Path parameters of workspace routes. Ids are checked by the access hooks, not here. */
export const workspaceParams = z.object({ workspaceId: z.string() });

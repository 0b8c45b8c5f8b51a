import { NOTIFICATIONS_API as API } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { serve } from "../../http/declared";
import type { EventHub } from "../../realtime/hub";
import {
  listNotifications,
  markAllRead,
  stillMember,
  tokenMayHear,
  tokenStillLive,
} from "./service";

/** How often an open event stream says it is alive, and checks that it may stay open. */
export const HEARTBEAT_MS = 25_000;

/** Low-stock alerts, and the live stream of what changes in the workspace. */
export const notificationRoutes: FastifyPluginAsyncZod<{
  db: Database;
  hub: EventHub;
  sessionCookie: string;
}> = async (app, { db, hub, sessionCookie }) => {
  serve(app, API.list, (request) =>
    withMember(db, request, (tx, member) =>
      listNotifications(tx, member.workspaceId, member.userId),
    ),
  );
  serve(app, API.readAll, async (request) => ({
    marked: await withMember(db, request, (tx, member) =>
      markAllRead(tx, member.workspaceId, member.userId),
    ),
  }));

  const streams = new Set<() => void>();
  app.addHook("preClose", async () => {
    for (const end of streams) end();
  });

  // Every role sees stock; a token needs stock:read to open it.
  serve(app, API.events, async (request, reply) => {
    const member = request.member!;
    // A stream opened with an API token stays open while the token does; one opened in the
    // app, while its session and membership do.
    const apiToken = request.apiToken;
    const session = request.cookies[sessionCookie] ?? "";
    const stillAllowed = () =>
      apiToken
        ? tokenStillLive(db, apiToken.id, member.workspaceId)
        : stillMember(db, session, member.workspaceId);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    });
    // Reconnect after 2 s if the stream drops; the app reads everything again on reconnect.
    raw.write("retry: 2000\n\n");
    const unsubscribe = hub.subscribe({
      workspaceId: member.workspaceId,
      userId: member.userId,
      locationIds: member.locationIds,
      send: (event) => {
        if (!apiToken || tokenMayHear(apiToken.scopes, event))
          raw.write(`data: ${JSON.stringify(event)}\n\n`);
      },
    });
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      streams.delete(end);
      raw.end();
    };
    // Every heartbeat also checks that the caller may still listen.
    const heartbeat = setInterval(() => {
      stillAllowed()
        .then((ok) => (ok ? raw.write(": alive\n\n") : end()))
        .catch(() => end());
    }, HEARTBEAT_MS);
    streams.add(end);
    request.raw.on("close", end);
  });
};

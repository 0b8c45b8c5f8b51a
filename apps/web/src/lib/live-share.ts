import { NOTIFICATIONS_API, type LiveEvent } from "@larder/contracts";
import { apiUrl } from "./api";
import { electLeader, type Lead } from "./leader";

/** What a tab does with the workspace's live events, wherever they were heard. */
export interface LiveHandlers {
  /** One event: refresh what it names. */
  onEvent: (event: LiveEvent) => void;
  /** Events may have been missed (a dropped stream, a takeover): read everything again. */
  onResync: () => void;
}

/** What the leading tab passes on to the others. */
type Relayed = { kind: "event"; event: LiveEvent } | { kind: "resync" };

/** An event as sent, or null for anything that is not one (what it names is checked later). */
function readEvent(data: unknown): LiveEvent | null {
  if (typeof data === "string") {
    try {
      return readEvent(JSON.parse(data));
    } catch {
      return null;
    }
  }
  const type = (data as { type?: unknown } | null)?.type;
  return typeof type === "string" ? (data as LiveEvent) : null;
}

/** The browser's parts, handed in so that tests can stand in for them. */
export interface LiveShareParts {
  openStream: (url: string) => Pick<EventSource, "onmessage" | "onerror" | "onopen" | "close">;
  openChannel: (name: string) => Pick<BroadcastChannel, "onmessage" | "postMessage" | "close">;
  elect: (name: string, lead: Lead) => () => void;
}

const browserParts: LiveShareParts = {
  openStream: (url) => new EventSource(url),
  openChannel: (name) => new BroadcastChannel(name),
  elect: electLeader,
};

/**
 * One event stream per browser and workspace, shared by its tabs (issue 26, decision 0013): a
 * browser opens at most six HTTP/1.1 connections to a host, so a stream in each tab left the
 * seventh tab nothing to load with. One tab, elected, holds the stream and passes every event
 * on over a BroadcastChannel; when it goes, another takes over and, as after a dropped stream,
 * every tab reads everything again. Without BroadcastChannel each tab listens for itself.
 */
export function shareLiveStream(
  workspaceId: string,
  handlers: LiveHandlers,
  parts: LiveShareParts = browserParts,
): () => void {
  const name = `larder-live:${workspaceId}`;
  const channel = typeof BroadcastChannel === "undefined" ? null : parts.openChannel(name);
  if (channel)
    channel.onmessage = (message: MessageEvent<Relayed | null>) => {
      const event = message.data?.kind === "event" ? readEvent(message.data.event) : null;
      if (event) handlers.onEvent(event);
      else if (message.data?.kind === "resync") handlers.onResync();
    };
  const relay = (relayed: Relayed) => channel?.postMessage(relayed);

  const listen: Lead = (takeover) => {
    const source = parts.openStream(apiUrl(NOTIFICATIONS_API.events, { params: { workspaceId } }));
    let missed = takeover;
    source.onmessage = (message: MessageEvent<string>) => {
      const event = readEvent(message.data);
      if (!event) return;
      handlers.onEvent(event);
      relay({ kind: "event", event });
    };
    source.onerror = () => {
      missed = true;
    };
    source.onopen = () => {
      if (!missed) return;
      missed = false;
      handlers.onResync();
      relay({ kind: "resync" });
    };
    return () => source.close();
  };

  const stopListening = channel ? parts.elect(name, listen) : listen(false);
  return () => {
    stopListening();
    channel?.close();
  };
}

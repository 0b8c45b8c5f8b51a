import { expect } from "vitest";
import type { Client } from "./client";

/**
 * Opens a workspace's event stream (`eventsPath`, on `base`) as `client` and collects what
 * arrives; `next` waits for an event, `close` ends the stream.
 */
export async function listenToEvents(base: string, eventsPath: string, client: Client) {
  const controller = new AbortController();
  const response = await fetch(new URL(eventsPath, base), {
    headers: { cookie: client.cookieHeader(), "x-forwarded-for": client.ip },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const events: Record<string, unknown>[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        const blocks = buffer.split("\n\n");
        buffer = blocks.pop() ?? "";
        for (const block of blocks) {
          const data = block
            .split("\n")
            .filter((line) => line.startsWith("data: "))
            .map((line) => line.slice(6))
            .join("\n");
          if (data) events.push(JSON.parse(data) as Record<string, unknown>);
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    events,
    /** Waits up to `ms` for an event matching `test`. */
    async next(test: (event: Record<string, unknown>) => boolean, ms = 2000) {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        const found = events.find(test);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return undefined;
    },
    close: () => controller.abort(),
  };
}

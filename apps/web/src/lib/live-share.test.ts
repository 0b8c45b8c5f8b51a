import type { LiveEvent } from "@larder/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Lead } from "./leader";
import { shareLiveStream, type LiveShareParts } from "./live-share";

// Tabs of one browser, in one process: Node's BroadcastChannel carries the relayed events
// between them as a browser's does; the stream and the election are stand-ins.

interface FakeStream {
  url: string;
  onmessage: ((message: MessageEvent<string>) => void) | null;
  onerror: (() => void) | null;
  onopen: (() => void) | null;
  closed: boolean;
  close: () => void;
}

/**
 * The election as Web Locks hold it, one line per name: the first in line leads; when it goes,
 * the next takes over.
 */
function browser() {
  const streams: FakeStream[] = [];
  const lines = new Map<string, { lead: Lead; resign?: () => void }[]>();
  const parts: LiveShareParts = {
    openStream: (url) => {
      const stream: FakeStream = {
        url,
        onmessage: null,
        onerror: null,
        onopen: null,
        closed: false,
        close: () => void (stream.closed = true),
      };
      streams.push(stream);
      return stream as unknown as EventSource;
    },
    openChannel: (name) => new BroadcastChannel(name),
    elect: (name, lead) => {
      const line = lines.get(name) ?? [];
      lines.set(name, line);
      const place: (typeof line)[number] = { lead };
      line.push(place);
      if (line.length === 1) place.resign = lead(false);
      return () => {
        const first = line[0] === place;
        line.splice(line.indexOf(place), 1);
        place.resign?.();
        if (first && line[0]) line[0].resign = line[0].lead(true);
      };
    },
  };
  const tabs: (() => void)[] = [];
  const open = (workspaceId = "w1") => {
    const heard = { events: [] as LiveEvent[], resyncs: 0 };
    const stop = shareLiveStream(
      workspaceId,
      { onEvent: (event) => heard.events.push(event), onResync: () => (heard.resyncs += 1) },
      parts,
    );
    tabs.push(stop);
    return { heard, stop };
  };
  const send = (stream: FakeStream, data: string) =>
    stream.onmessage?.({ data } as MessageEvent<string>);
  return { streams, open, send, closeAll: () => tabs.forEach((stop) => stop()) };
}

let current: ReturnType<typeof browser> | null = null;
afterEach(() => current?.closeAll());

const stockEvent: LiveEvent = { type: "stock", locationIds: [], itemIds: [] };

describe("one live stream shared by a browser's tabs", () => {
  it("opens one stream for eight tabs, and every tab hears each event", async () => {
    const b = (current = browser());
    const tabs = Array.from({ length: 8 }, () => b.open());
    expect(b.streams.map((stream) => stream.url)).toEqual(["/api/w/w1/events"]);
    b.streams[0]!.onopen?.();
    b.send(b.streams[0]!, JSON.stringify(stockEvent));
    await vi.waitFor(() => {
      for (const tab of tabs) expect(tab.heard.events).toEqual([stockEvent]);
    });
    // The first connection is no reason to read everything again.
    expect(tabs.map((tab) => tab.heard.resyncs)).toEqual(Array(8).fill(0));
  });

  it("lets the next tab take over when the leading one goes, and every tab reads everything again", async () => {
    const b = (current = browser());
    const [leader, second, third] = [b.open(), b.open(), b.open()];
    leader!.stop();
    expect(b.streams[0]!.closed).toBe(true);
    expect(b.streams).toHaveLength(2);
    // Once connected, the new leader makes up for what may have been missed in between.
    b.streams[1]!.onopen?.();
    await vi.waitFor(() => expect(third!.heard.resyncs).toBe(1));
    expect(second!.heard.resyncs).toBe(1);
    b.send(b.streams[1]!, JSON.stringify({ type: "notifications" }));
    await vi.waitFor(() => expect(third!.heard.events).toEqual([{ type: "notifications" }]));
    expect(second!.heard.events).toEqual([{ type: "notifications" }]);
  });

  it("has every tab read everything again after the stream drops and comes back", async () => {
    const b = (current = browser());
    const [leader, follower] = [b.open(), b.open()];
    const stream = b.streams[0]!;
    stream.onopen?.();
    stream.onerror?.();
    stream.onopen?.();
    await vi.waitFor(() => expect(follower!.heard.resyncs).toBe(1));
    expect(leader!.heard.resyncs).toBe(1);
  });

  it("ignores what is not an event, and keeps workspaces apart", async () => {
    const b = (current = browser());
    const [first, other] = [b.open("w1"), b.open("w2")];
    const watcher = b.open("w1");
    expect(b.streams.map((stream) => stream.url)).toEqual(["/api/w/w1/events", "/api/w/w2/events"]);
    for (const data of ["{", "null", "42", '{"no":"type"}']) b.send(b.streams[0]!, data);
    b.send(b.streams[0]!, JSON.stringify({ type: "count", countId: "c" }));
    await vi.waitFor(() => expect(watcher.heard.events).toEqual([{ type: "count", countId: "c" }]));
    expect(first.heard.events).toEqual([{ type: "count", countId: "c" }]);
    expect(other.heard.events).toEqual([]);
  });
});

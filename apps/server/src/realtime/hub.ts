import type { LiveEvent } from "@larder/contracts";
import type { Database, Executor } from "../db/database";

/** The channel every server instance listens on. */
export const EVENTS_CHANNEL = "larder_events";

/** One event and who may receive it. */
export interface Envelope {
  workspaceId: string;
  event: LiveEvent;
  /** Only these people (notifications are personal). */
  userIds?: string[];
  /** Only members who may see one of these locations. */
  locationIds?: string[];
}

/**
 * Announces `envelope` from inside a transaction: PostgreSQL delivers it to every listening
 * server when, and only if, the transaction commits, so nobody hears of a change that was
 * rolled back.
 */
export async function publish(tx: Executor, envelope: Envelope): Promise<void> {
  await tx.query("select pg_notify($1, $2)", [EVENTS_CHANNEL, JSON.stringify(envelope)]);
}

export interface Subscriber {
  workspaceId: string;
  userId: string;
  /** Null when the member sees every location. */
  locationIds: string[] | null;
  send: (event: LiveEvent) => void;
}

/** Whether `subscriber` may hear of `envelope`. */
export function mayReceive(subscriber: Subscriber, envelope: Envelope): boolean {
  if (envelope.workspaceId !== subscriber.workspaceId) return false;
  if (envelope.userIds && !envelope.userIds.includes(subscriber.userId)) return false;
  const visible = subscriber.locationIds;
  if (envelope.locationIds && visible) {
    if (!envelope.locationIds.some((id) => visible.includes(id))) return false;
  }
  return true;
}

/**
 * Fans events out to the open event streams of this server. It listens on the database once,
 * so events from other server instances (on PostgreSQL) arrive the same way as its own.
 */
export class EventHub {
  private readonly subscribers = new Set<Subscriber>();
  private stopListening: (() => Promise<void>) | null = null;

  async start(db: Database): Promise<void> {
    this.stopListening = await db.listen(EVENTS_CHANNEL, (payload) => this.dispatch(payload));
  }

  subscribe(subscriber: Subscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  get size(): number {
    return this.subscribers.size;
  }

  private dispatch(payload: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    for (const subscriber of this.subscribers) {
      if (mayReceive(subscriber, envelope)) subscriber.send(envelope.event);
    }
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = null;
    this.subscribers.clear();
  }
}

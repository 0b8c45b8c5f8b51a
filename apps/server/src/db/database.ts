import type { DatabaseKind } from "@larder/contracts";

export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

/** Something that runs parameterised SQL: the database itself or an open transaction. */
export interface Executor {
  /**
   * The engine behind it, when known. The embedded engine decodes each row in JavaScript, so a
   * read of thousands of small rows may ask it for fewer, larger ones (recipes' book-prices.ts).
   */
  readonly kind?: DatabaseKind;
  query<Row = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
  ): Promise<QueryResult<Row>>;
}

/**
 * Larder's one interface over both engines. Queries run as the application role
 * (`larder_app`), which is neither superuser nor BYPASSRLS, so row-level security applies.
 */
export interface Database extends Executor {
  readonly kind: DatabaseKind;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T>;
  /**
   * Calls `onMessage` with the payload of every `pg_notify(channel, …)` committed by any
   * connection to this database (other server instances too, on PostgreSQL). Resolves to a
   * function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * The same database for work nobody is waiting on (queued jobs, spare demos, housekeeping,
   * scheduled backups): a small pool of its own, whose server processes run at a lower CPU
   * priority where Larder started the server itself (the embedded one), so that on a busy
   * machine a request's statements get the cores first. Its own `background` is itself.
   */
  readonly background: Database;
  close(): Promise<void>;
}

/**
 * The connection's own (owner) rights, used only before the application starts: to create the
 * application role and to apply migrations.
 */
export interface OwnerSession extends Executor {
  readonly kind: DatabaseKind;
  /** Runs a script of several statements (a migration file). */
  exec(sql: string): Promise<void>;
  transaction<T>(
    work: (tx: Executor & { exec(sql: string): Promise<void> }) => Promise<T>,
  ): Promise<T>;
}

/** The role every application query runs as. */
export const APP_ROLE = "larder_app";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOT_AFTER, prepared, preparedName } from "../src/db/prepared";
import { startTestServer, type TestServer } from "./helpers";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("statements run again are planned once per connection", () => {
  it("names a text with parameters from its third run, and never one without", () => {
    const text = `select $1::int + ${Math.random()} as n`;
    const names = Array.from({ length: HOT_AFTER + 2 }, () => preparedName(text, true));
    expect(names.slice(0, HOT_AFTER - 1)).toEqual(Array(HOT_AFTER - 1).fill(undefined));
    const name = names[HOT_AFTER - 1];
    expect(name).toMatch(/^larder_[0-9a-f]{24}$/);
    // Once named, always the same name: a connection that prepared it runs it again.
    expect(new Set(names.slice(HOT_AFTER - 1))).toEqual(new Set([name]));

    // Without parameters a text may hold several statements, which cannot be prepared.
    const plain = `select ${Math.random()}; select 2`;
    for (let run = 0; run < HOT_AFTER + 2; run += 1)
      expect(preparedName(plain, false)).toBeUndefined();

    // A marked text is named from its first run.
    const marked = prepared(`select $1::text as marked_${Date.now()}`);
    expect(preparedName(marked, true)).toMatch(/^larder_/);
  });

  it("prepares a request's statement on the connection and gives the same answers", async () => {
    const text = `select $1::int * 2 as doubled, $2::text as said /* ${Math.random()} */`;
    const seen = await server.db.transaction(async (tx) => {
      const answers: unknown[] = [];
      for (let run = 1; run <= HOT_AFTER + 1; run += 1)
        answers.push((await tx.query(text, [run, `run ${run}`])).rows[0]);
      const { rows } = await tx.query<{ statement: string }>(
        "select statement from pg_prepared_statements where statement = $1",
        [text],
      );
      return { answers, prepared: rows.length };
    });
    expect(seen.answers).toEqual([
      { doubled: 2, said: "run 1" },
      { doubled: 4, said: "run 2" },
      { doubled: 6, said: "run 3" },
      { doubled: 8, said: "run 4" },
    ]);
    // Prepared on this connection once, from the third run.
    expect(seen.prepared).toBe(1);
  });
});

import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dir = mkdtempSync(path.join(os.tmpdir(), "larder-cli-"));

/** Runs `larder forecast` on a history written to a file; returns its exit code, output and result. */
function forecast(
  history: string,
  horizon = "7",
  via: "node" | "npm" = "node",
  extra: string[] = [],
) {
  const input = path.join(dir, `history-${Math.random().toString(36).slice(2)}.csv`);
  const out = `${input}.out.csv`;
  writeFileSync(input, history);
  const args = ["forecast", "--history", input, "--horizon", horizon, "--out", out, ...extra];
  const run =
    via === "npm"
      ? spawnSync("npm", ["run", "-s", "larder", "--", ...args], { encoding: "utf8" })
      : spawnSync(process.execPath, ["--import", "tsx", "apps/server/src/cli/larder.ts", ...args], {
          encoding: "utf8",
        });
  return {
    status: run.status,
    stderr: run.stderr.replace(/npm warn.*\n/g, ""),
    rows: existsSync(out)
      ? readFileSync(out, "utf8")
          .trim()
          .split("\n")
          .map((line) => line.split(","))
      : null,
  };
}

/** Eight weeks from Monday 2026-09-07: busy weekends for "chicken", basil only on Fridays. */
function weeklyHistory(): string {
  const lines = ["date,key,quantity"];
  const week = [8, 9, 10, 12, 18, 22, 11];
  for (let day = 0; day < 56; day += 1) {
    const date = new Date(Date.UTC(2026, 8, 7 + day)).toISOString().slice(0, 10);
    lines.push(`${date},chicken,${week[day % 7]}.5`);
    if (day % 7 === 4) lines.push(`${date},basil,3`);
  }
  return `${lines.join("\n")}\n`;
}

const isoDay = (start: string, offset: number) =>
  new Date(Date.parse(`${start}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

describe("larder forecast with events, prices and holidays", () => {
  it("raises a day ahead planned with an event, learnt from the past ones in the event column", () => {
    // Twelve weeks of 10 a day; every other Saturday a brunch promotion sells 25.
    const lines = ["date,key,quantity,event"];
    for (let day = 0; day < 84; day += 1) {
      const brunch = day % 14 === 5;
      lines.push(`${isoDay("2026-06-01", day)},eggs,${brunch ? 25 : 10},${brunch ? "Brunch" : ""}`);
    }
    // Planned: brunch on the second Saturday ahead (day 89), nothing on the first (day 61 + 28).
    lines.push(`${isoDay("2026-06-01", 96)},eggs,,Brunch`);
    const { status, rows, stderr } = forecast(`${lines.join("\n")}\n`, "14");
    expect(stderr).toBe("");
    expect(status).toBe(0);
    const byDate = new Map(rows!.slice(1).map(([date, , quantity]) => [date, Number(quantity)]));
    const plain = byDate.get(isoDay("2026-06-01", 89))!;
    const brunch = byDate.get(isoDay("2026-06-01", 96))!;
    expect(plain).toBeGreaterThan(8);
    expect(plain).toBeLessThan(14);
    expect(brunch / plain).toBeGreaterThan(1.8);
  });

  it("learns a public holiday from --holidays and refuses a place it does not know", () => {
    // Two years of 10 a day where the 4th of July sells 30; forecast the third.
    const lines = ["date,key,quantity"];
    const days = 730 + 3 * 7 + 2;
    for (let day = 0; day < days; day += 1) {
      const date = isoDay("2024-06-11", day);
      lines.push(`${date},burgers,${date.endsWith("-07-04") ? 30 : 10}`);
    }
    const history = `${lines.join("\n")}\n`;
    expect(lines.at(-1)!.slice(0, 10)).toBe("2026-07-03");
    const told = forecast(history, "7", "node", ["--holidays", "us"]);
    expect(told.status).toBe(0);
    expect(Number(told.rows![1]![2])).toBeGreaterThan(20);
    expect(Number(told.rows![2]![2])).toBeLessThan(13);
    const unknown = forecast(history, "7", "node", ["--holidays", "XX-ZZ"]);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/--holidays takes a country code .* not "XX-ZZ"/);
    expect(unknown.rows).toBeNull();
  });

  it("expects more on days ahead planned at a lower price, as past price cuts sold more", () => {
    const lines = ["date,key,quantity,price"];
    for (let day = 0; day < 112; day += 1) {
      const cut = Math.floor(day / 7) % 2 === 1;
      lines.push(`${isoDay("2026-03-02", day)},pasta,${cut ? 15 : 10},${cut ? "8.00" : "10.00"}`);
    }
    for (let day = 112; day < 119; day += 1) lines.push(`${isoDay("2026-03-02", day)},pasta,,8.00`);
    for (let day = 119; day < 126; day += 1)
      lines.push(`${isoDay("2026-03-02", day)},pasta,,10.00`);
    const { status, rows } = forecast(`${lines.join("\n")}\n`, "14");
    expect(status).toBe(0);
    const total = (from: number, to: number) =>
      rows!.slice(1 + from, 1 + to).reduce((sum, row) => sum + Number(row[2]), 0);
    expect(total(0, 7) / total(7, 14)).toBeGreaterThan(1.25);
  });

  it.each([
    [
      "an empty quantity inside the history",
      "date,key,quantity,event\n2026-10-01,a,,Party\n2026-10-02,a,1,\n",
      /"a" on 2026-10-01: the quantity is empty on a day of the history/,
    ],
    [
      "a price that is not a number",
      "date,key,quantity,price\n2026-10-01,a,1,cheap\n",
      /Line 2: "cheap" is not a price/,
    ],
    [
      "a row with nothing in it but its date and key",
      "date,key,quantity,event\n2026-10-01,a,1,\n2026-10-05,a,,\n",
      /Line 3: the quantity is empty/,
    ],
  ])("refuses %s with a one-line message", (_, history, message) => {
    const { status, stderr, rows } = forecast(history);
    expect(status).toBe(1);
    expect(stderr).toMatch(message);
    expect(stderr.split("\n").filter(Boolean)).toHaveLength(1);
    expect(rows).toBeNull();
  });
});

describe("larder forecast", () => {
  it("forecasts each key for each day after the history, with its weekly pattern", () => {
    const { status, rows, stderr } = forecast(weeklyHistory(), "14", "npm");
    expect(stderr).toBe("");
    expect(status).toBe(0);
    const [header, ...body] = rows!;
    expect(header).toEqual(["date", "key", "quantity"]);
    expect(body).toHaveLength(2 * 14);
    const chicken = body.filter(([, key]) => key === "chicken");
    // The history ends on Sunday 2026-11-01: the forecast runs Monday 2 to Sunday 15 November.
    expect(chicken.map(([date]) => date)).toEqual(
      Array.from({ length: 14 }, (_, h) => `2026-11-${String(2 + h).padStart(2, "0")}`),
    );
    const byDay = chicken.map(([, , quantity]) => Number(quantity));
    expect(byDay.every((quantity) => /^\d+(\.\d{1,3})?$/.test(String(quantity)))).toBe(true);
    // Saturday (the 7th) is the busiest day, Monday (the 2nd) the quietest, as in the history.
    expect(byDay[5]).toBeGreaterThan(byDay[0]! * 2);
    expect(byDay[5]).toBeGreaterThan(20);
    expect(byDay[5]).toBeLessThan(25);
    // Basil, used 3 on Fridays only (the missing days are zeros): about 3 a week in all.
    const basil = body.filter(([, key]) => key === "basil").map(([, , q]) => Number(q));
    const week = basil.slice(0, 7).reduce((a, b) => a + b, 0);
    expect(week).toBeGreaterThan(2);
    expect(week).toBeLessThan(4.5);
  });

  it("keeps keys with commas and quotes whole", () => {
    const { status, rows } = forecast('date,key,quantity\n2026-10-01,"Tomatoes, Roma",4\n', "2");
    expect(status).toBe(0);
    expect(rows!.slice(1).map((row) => row.join(","))).toEqual([
      '2026-10-02,"Tomatoes, Roma",4',
      '2026-10-03,"Tomatoes, Roma",4',
    ]);
  });

  it.each([
    ["an empty file", "", /The history file is empty\./],
    ["a header and no rows", "date,key,quantity\n", /no rows after its header/],
    [
      "an unknown column",
      "date,key,quantity,store\n2026-10-01,a,1,x\n",
      /Line 1: unknown column "store"/,
    ],
    ["a missing column", "date,quantity\n2026-10-01,1\n", /Line 1: the column key is missing/],
    [
      "an impossible date",
      "date,key,quantity\n2026-10-01,a,1\n2026-02-30,a,1\n",
      /Line 3: "2026-02-30" is not a date/,
    ],
    [
      "a date in another format",
      "date,key,quantity\n01/10/2026,a,1\n",
      /Line 2: "01\/10\/2026" is not a date/,
    ],
    [
      "a quantity that is not a number",
      "date,key,quantity\n2026-10-01,a,1\n2026-10-02,a,two\n",
      /Line 3: "two" is not a quantity/,
    ],
    [
      "a negative quantity",
      "date,key,quantity\n2026-10-01,a,-1\n",
      /Line 2: "-1" is not a quantity/,
    ],
    ["a row of the wrong width", "date,key,quantity\n2026-10-01,a\n", /Line 2: expected 3 values/],
    ["an empty key", "date,key,quantity\n2026-10-01,,1\n", /Line 2: the key is empty/],
  ])("refuses %s with a message naming the line, and writes nothing", (_, history, message) => {
    const { status, stderr, rows } = forecast(history);
    expect(status).toBe(1);
    expect(stderr).toMatch(message);
    expect(stderr.split("\n").filter(Boolean)).toHaveLength(1);
    expect(rows).toBeNull();
  });

  it("refuses a wrong command line with its usage", () => {
    const zero = forecast("date,key,quantity\n2026-10-01,a,1\n", "0");
    expect(zero.status).toBe(2);
    expect(zero.stderr).toMatch(/--horizon is a whole number of days from 1 to 366, not "0"/);
    const missing = spawnSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "apps/server/src/cli/larder.ts",
        "forecast",
        "--history",
        path.join(dir, "nowhere.csv"),
        "--horizon",
        "3",
        "--out",
        path.join(dir, "x.csv"),
      ],
      { encoding: "utf8" },
    );
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/nowhere\.csv cannot be read/);
    const unknown = spawnSync(
      process.execPath,
      ["--import", "tsx", "apps/server/src/cli/larder.ts", "predict"],
      { encoding: "utf8" },
    );
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/Unknown command "predict"/);
    expect(unknown.stderr).toMatch(
      /Usage: npm run larder -- forecast --history FILE\.csv --horizon N --out FILE\.csv/,
    );
  });
});

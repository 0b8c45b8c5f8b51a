// `npm run larder -- <command>`: Larder's command line.
//
//   forecast --history FILE.csv --horizon N --out FILE.csv [--holidays COUNTRY[-REGION]]
//   extract-invoice FILE
//   backup FILE
//   restore FILE
//
// Exits 0 on success, 1 when the input cannot be used (the message names the line), 2 when the
// command itself is wrong.
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { ConfigError } from "../config";
import { ArchiveError, RestoreTargetError } from "../db/backup/format";
import { DatabaseUnavailableError } from "../db/errors";
import { MigrationError } from "../db/migrator";
import { isHolidayRegion } from "../lib/holidays";
import { StartupError } from "../startup";
import { backup, restore } from "./backup";
import { InvoiceFileError } from "../lib/invoice-reader/kinds";
import { extractInvoice } from "./extract-invoice";
import { ForecastInputError, forecastHistory, MAX_HORIZON } from "./forecast";

const USAGE = [
  "Usage: npm run larder -- forecast --history FILE.csv --horizon N --out FILE.csv [--holidays COUNTRY[-REGION]]",
  "       npm run larder -- extract-invoice FILE",
  "       npm run larder -- backup FILE",
  "       npm run larder -- restore FILE",
  "",
  "forecast: FILE.csv has the columns date,key,quantity[,event][,price] (dates as YYYY-MM-DD;",
  "  event names what was on that day, a promotion or a party; price is that day's selling",
  "  price). Rows dated after the history with the quantity left empty plan the days ahead.",
  "  --holidays US, GB-ENG, DE-BY, FR...: learn and apply that place's public holidays.",
  "backup: writes the whole database (DATABASE_URL, or the embedded one in DATA_DIR, even while",
  "  the server runs) to FILE, a checksummed archive.",
  "restore: restores FILE into the empty database DATABASE_URL or DATA_DIR names.",
].join("\n");

function fail(message: string, code: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

function forecast(args: string[]) {
  let values: { history?: string; horizon?: string; out?: string; holidays?: string };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        history: { type: "string" },
        horizon: { type: "string" },
        out: { type: "string" },
        holidays: { type: "string" },
      },
      strict: true,
    }));
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`, 2);
  }
  if (!values.history || !values.horizon || !values.out)
    fail(`--history, --horizon and --out are all needed.\n${USAGE}`, 2);
  const region = values.holidays?.toUpperCase();
  if (region !== undefined && !isHolidayRegion(region))
    fail(
      `--holidays takes a country code (US, GB, FR) or a country and region (US-NY, GB-ENG, DE-BY), not "${values.holidays}".`,
      2,
    );
  const horizon = Number(values.horizon);
  if (!/^\d+$/.test(values.horizon) || horizon < 1 || horizon > MAX_HORIZON)
    fail(
      `--horizon is a whole number of days from 1 to ${MAX_HORIZON}, not "${values.horizon}".`,
      2,
    );

  let text: string;
  try {
    text = readFileSync(values.history, "utf8");
  } catch {
    fail(`The history file ${values.history} cannot be read.`, 1);
  }
  try {
    const output = forecastHistory(text, horizon, { holidays: region });
    writeFileSync(values.out, output);
    const rows = output.split("\n").length - 2;
    process.stdout.write(`Wrote ${rows} forecast rows to ${values.out}.\n`);
  } catch (error) {
    if (error instanceof ForecastInputError) fail(`${values.history}: ${error.message}`, 1);
    throw error;
  }
}

const [command, ...rest] = process.argv.slice(2);
async function extract(args: string[]) {
  if (args.length !== 1 || args[0]!.startsWith("-")) fail(`Name one invoice file.\n${USAGE}`, 2);
  const file = args[0]!;
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch {
    fail(`${file}: this file cannot be opened.`, 1);
  }
  try {
    process.stdout.write(`${JSON.stringify(await extractInvoice(bytes), null, 2)}\n`);
  } catch (error) {
    if (error instanceof InvoiceFileError) fail(`${file}: ${error.message}`, 1);
    throw error;
  }
}

/** `backup FILE` or `restore FILE`: one line on success; a refusal is one line and status 1. */
async function backupOrRestore(run: (file: string) => Promise<string>, args: string[]) {
  if (args.length !== 1 || args[0]!.startsWith("-")) fail(`Name one archive file.\n${USAGE}`, 2);
  try {
    process.stdout.write(`${await run(args[0]!)}\n`);
  } catch (error) {
    const known = [
      ArchiveError,
      RestoreTargetError,
      StartupError,
      ConfigError,
      DatabaseUnavailableError,
      MigrationError,
    ].some((kind) => error instanceof kind);
    const message = error instanceof Error ? error.message : String(error);
    fail(`larder: ${known ? message : `${command} failed: ${message}`}`, 1);
  }
}

if (command === "forecast") forecast(rest);
else if (command === "backup") await backupOrRestore(backup, rest);
else if (command === "restore") await backupOrRestore(restore, rest);
else if (command === "extract-invoice") await extract(rest);
else fail(command ? `Unknown command "${command}".\n${USAGE}` : USAGE, 2);

import { TableBudget, TableError } from "./limits";
import type { TableSink } from "./table";
import { XmlStream, prefixedAttribute } from "./xml";
import { readSharedTexts, readSheet } from "./xlsx-sheet";
import { WorkbookZip } from "./zip";

const notAWorkbook = () =>
  new TableError("The file could not be read as an Excel workbook (.xlsx).");

/** The parts that map the workbook hold no long texts: a run past this is not a workbook. */
const longestInMaps = { bytes: 1024 * 1024, error: notAWorkbook };

/** Where a relationship's target is, from the part that names it (`xl/workbook.xml`). */
function resolveTarget(from: string, target: string): string {
  if (target.startsWith("/")) return target.slice(1);
  const parts = from.split("/").slice(0, -1);
  for (const step of target.split("/")) {
    if (step === "..") parts.pop();
    else if (step !== ".") parts.push(step);
  }
  return parts.join("/");
}

/** A part's relationships (`_rels/x.xml.rels`): id → type and target. */
async function relationships(zip: WorkbookZip, part: string) {
  const slash = part.lastIndexOf("/");
  const path = `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
  const found = new Map<string, { type: string; target: string }>();
  if (!zip.has(path)) return found;
  const xml = new XmlStream({
    longest: longestInMaps,
    open: ({ name, attributes }) => {
      if (name === "Relationship" && attributes.Id && attributes.Target)
        found.set(attributes.Id, {
          type: attributes.Type ?? "",
          target: resolveTarget(part, attributes.Target),
        });
    },
  });
  await zip.read(path, (chunk) => xml.write(chunk));
  xml.end();
  return found;
}

/** The first worksheet, the shared texts and the styles, as the workbook names them. */
async function locateParts(zip: WorkbookZip) {
  const root = await relationships(zip, "");
  const office = [...root.values()].find((rel) => rel.type.endsWith("/officeDocument"));
  const workbook = office?.target ?? "xl/workbook.xml";
  if (!zip.has(workbook)) throw notAWorkbook();
  let firstSheet: string | undefined;
  let date1904 = false;
  const xml = new XmlStream({
    longest: longestInMaps,
    open: (element) => {
      if (element.name === "workbookPr")
        date1904 = ["1", "true"].includes(element.attributes.date1904 ?? "");
      if (element.name === "sheet") firstSheet ??= prefixedAttribute(element, "id");
    },
  });
  await zip.read(workbook, (chunk) => xml.write(chunk));
  xml.end();
  const rels = await relationships(zip, workbook);
  const sheet = firstSheet ? rels.get(firstSheet)?.target : undefined;
  if (!sheet || !zip.has(sheet)) throw new TableError("The workbook has no worksheet.");
  const byType = (type: string) => {
    const target = [...rels.values()].find((rel) => rel.type.endsWith(type))?.target;
    return target && zip.has(target) ? target : undefined;
  };
  return { sheet, sharedTexts: byType("/sharedStrings"), styles: byType("/styles"), date1904 };
}

/** Number formats Excel builds in that show a date (its format ids). */
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** Whether a format code shows a date or time (letters outside quotes and [brackets]). */
const isDateFormat = (code: string) =>
  /[ymdhsb]/i.test(code.replace(/\[[^\]]*]/g, "").replace(/"[^"]*"/g, ""));

/** The cell styles (by index) whose number format shows a date. */
async function dateStyles(zip: WorkbookZip, path: string | undefined): Promise<Set<number>> {
  const dates = new Set<number>();
  if (!path) return dates;
  const custom = new Map<number, string>();
  let inCellFormats = false;
  let index = 0;
  const xml = new XmlStream({
    longest: longestInMaps,
    open: ({ name, attributes }) => {
      if (name === "numFmt" && attributes.numFmtId && attributes.formatCode !== undefined)
        custom.set(Number(attributes.numFmtId), attributes.formatCode);
      else if (name === "cellXfs") inCellFormats = true;
      else if (name === "xf" && inCellFormats) {
        const id = Number(attributes.numFmtId ?? 0);
        const code = custom.get(id);
        if (code === undefined ? BUILT_IN_DATE_FORMATS.has(id) : isDateFormat(code))
          dates.add(index);
        index += 1;
      }
    },
    close: (name) => {
      if (name === "cellXfs") inCellFormats = false;
    },
  });
  await zip.read(path, (chunk) => xml.write(chunk));
  xml.end();
  return dates;
}

/**
 * Reads the first worksheet of an .xlsx file as it unzips, row by row, into `sink`. The parts
 * it reads are weighed before any is unzipped, and every kept row passes through `budget`.
 * Numbers read as JavaScript prints them (3.9, not 3.8999999999999999); dates as YYYY-MM-DD.
 */
export async function readXlsx(
  bytes: Uint8Array,
  sink: TableSink,
  budget = new TableBudget(),
): Promise<void> {
  const zip = await WorkbookZip.open(bytes, budget.limits);
  try {
    // The small parts that say where the others are, then the large ones, are weighed first.
    zip.weigh(["_rels/.rels", "xl/workbook.xml", "xl/_rels/workbook.xml.rels"]);
    const parts = await locateParts(zip);
    zip.weigh([parts.sheet, parts.sharedTexts ?? "", parts.styles ?? ""]);
    const dates = await dateStyles(zip, parts.styles);
    const texts = parts.sharedTexts ? await readSharedTexts(zip, parts.sharedTexts, budget) : [];
    await readSheet(zip, parts.sheet, { texts, dates, date1904: parts.date1904 }, budget, sink);
  } catch (error) {
    if (error instanceof TableError) throw error;
    throw notAWorkbook();
  } finally {
    zip.close();
  }
}

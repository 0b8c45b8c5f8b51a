// One of the held-out invoices' layouts (bench/held-out-invoices.ts).
import {
  money,
  decimal,
  day,
  addDays,
  invent,
  qty,
  sum,
  vatSplit,
  Sheet,
  A4,
  rows,
  grid,
  someDay,
  type Random,
  type MoneyStyle,
  type Drawn,
  billedLines,
} from "./kit";

/** A Dutch or Belgian wholesaler's Factuur: a grid of header cells, "€ 1.234,56", deposits. */
export async function factuur(random: Random): Promise<Drawn> {
  const belgian = random.next() < 0.4;
  const supplier = belgian
    ? random.pick(["Horeca Groothandel Peeters NV", "Vleeshandel Maes BV"])
    : random.pick([
        "Versgroothandel Bakker B.V.",
        "Horecagroothandel De Jong B.V.",
        "Bakkerij Van Dijk",
      ]);
  const number = random.pick(["", "F", "2026"]) + String(random.int(100_000, 999_999));
  const date = someDay(random);
  const days = random.pick([8, 14, 30]);
  const rates: [number, number] = belgian ? [6, 21] : [9, 21];
  const lines = invent(random, "nl", random.int(3, 14), rates);
  if (random.next() < 0.5)
    lines.push({
      code: "9999",
      description: "Statiegeld retour",
      quantity: -random.int(1, 8),
      unit: "krat",
      pack: "",
      price: 390,
      amount: 0,
      rate: rates[1],
    });
  const last = lines.at(-1)!;
  if (last.quantity < 0) last.amount = Math.round(last.quantity * last.price);
  const split = vatSplit(lines);
  const net = sum(split.map((s) => s.net));
  const tax = sum(split.map((s) => s.vat));
  const total = net + tax;
  const style: MoneyStyle = { comma: true, group: ".", sign: "€ " };
  const lineStyle: MoneyStyle = { comma: true, group: "." };
  const dateStyle = random.pick(["dmy-", "iso", "dmy/"]);
  const sheet = new Sheet(A4);
  sheet.text(supplier, 555, 36, { bold: true, size: 14, right: true });
  sheet.text(
    belgian ? "Industrieweg 12, 2800 Mechelen" : "Marconistraat 8, 3029 AK Rotterdam",
    555,
    54,
    { size: 8, right: true },
  );
  sheet.text(
    belgian
      ? `BTW BE0${random.int(100_000_000, 999_999_999)}`
      : `KvK ${random.int(10_000_000, 99_999_999)} · BTW NL${random.int(100_000_000, 999_999_999)}B01`,
    555,
    64,
    { size: 8, right: true },
  );
  sheet
    .text(
      random.pick(["Restaurant De Gouden Leeuw", "Eetcafé 't Hoekje", "Brasserie Zuid"]),
      40,
      110,
    )
    .text(`Kerkstraat ${random.int(1, 200)}`, 40, 123);
  sheet.text("FACTUUR", 40, 160, { bold: true, size: 16 });
  grid(sheet, 40, 184, [
    ["Factuurnummer", number, 100],
    ["Factuurdatum", day(date, dateStyle), 90],
    ["Klantnummer", String(random.int(10_000, 99_999)), 80],
    ["Vervaldatum", day(addDays(date, days), dateStyle), 90],
    ["Pagina", "1", 50],
  ]);
  const cols: [string, number, boolean?][] = [
    ["Artikelnr.", 40],
    ["Omschrijving", 100],
    ["Aantal", 330, true],
    ["Eenheid", 340],
    ["Prijs", 440, true],
    ["BTW", 455],
    ["Bedrag", 555, true],
  ];
  rows(sheet, [cols], 236, { bold: true, size: 8 });
  sheet.rule(40, 555, 247);
  let y = 254;
  for (const line of lines) {
    rows(
      sheet,
      [
        [
          [line.code, 40],
          [line.description, 100],
          [qty(line, true), 330, true],
          [line.unit, 340],
          [money(line.price, lineStyle), 440, true],
          [`${line.rate}%`, 455],
          [money(line.amount, lineStyle), 555, true],
        ],
      ],
      y,
      { size: 8 },
    );
    y += 13;
  }
  y += 16;
  const foot: [string, number][] = [
    [random.pick(["Totaal excl. BTW", "Subtotaal", "Totaal exclusief BTW"]), net],
  ];
  for (const s of split) foot.push([`BTW ${s.rate}% over ${money(s.net, lineStyle)}`, s.vat]);
  foot.push([
    belgian ? random.pick(["Te betalen", "Totaal incl. BTW"]) : "Totaal incl. BTW",
    total,
  ]);
  for (const [label, value] of foot) {
    sheet
      .text(label, 340, y, { size: 9, bold: label === foot.at(-1)![0] })
      .text(money(value, style), 555, y, { size: 9, right: true });
    y += 14;
  }
  sheet.text(
    `Gelieve het totaalbedrag binnen ${days} dagen over te maken op ${belgian ? "BE71 0961 2345 6769" : "NL91 ABNA 0417 1643 00"} o.v.v. het factuurnummer.`,
    40,
    y + 24,
    { size: 7 },
  );
  return {
    truth: {
      layout: "nl-factuur",
      lines: billedLines(lines),
      supplier,
      invoiceNumber: number,
      date,
      dueDate: addDays(date, days),
      currency: "EUR",
      subtotal: decimal(net),
      tax: decimal(tax),
      total: decimal(total),
    },
    pdf: await sheet.bytes(),
  };
}

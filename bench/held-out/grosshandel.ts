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
  someDay,
  type Random,
  type MoneyStyle,
  type Drawn,
  billedLines,
} from "./kit";

/** A German wholesaler's Rechnung: right-aligned labels, two VAT rates, a deposit returned. */
export async function grosshandel(random: Random): Promise<Drawn> {
  const supplier = random.pick([
    "Frischdienst Nord GmbH",
    "Gastro-Großhandel Weber KG",
    "Fleischerei Bauer GmbH & Co. KG",
    "Bäckerei Sommer GmbH",
  ]);
  const number = random.pick(["", "RE", "R-2026-"]) + String(random.int(100_000, 9_999_999));
  const date = someDay(random);
  const days = random.pick([10, 14, 30]);
  const lines = invent(random, "de", random.int(3, 14), [7, 19]);
  if (random.next() < 0.5)
    lines.push({
      code: "900001",
      description: "Leergut Rückgabe Pfand",
      quantity: -random.int(1, 6),
      unit: "Kiste",
      pack: "",
      price: 330,
      amount: 0,
      rate: 19,
    });
  const last = lines.at(-1)!;
  if (last.quantity < 0) last.amount = Math.round(last.quantity * last.price);
  const split = vatSplit(lines);
  const net = sum(split.map((s) => s.net));
  const tax = sum(split.map((s) => s.vat));
  const total = net + tax;
  const after = random.next() < 0.6;
  const style: MoneyStyle = { comma: true, group: ".", sign: after ? "€" : undefined, after };
  const dateStyle = random.pick(["dmy.", "dmy.", "dmy.2"]);
  const sheet = new Sheet(A4);
  sheet.text(supplier, 40, 36, { bold: true, size: 15 });
  sheet.text(
    `${supplier} · Großmarktstraße ${random.int(1, 40)} · ${random.pick(["20097 Hamburg", "80337 München", "50829 Köln"])}`,
    40,
    120,
    { size: 6.5 },
  );
  sheet.text(random.pick(["Restaurant Linde", "Gasthaus zur Post", "Bistro am Markt"]), 40, 134, {
    size: 10,
  });
  sheet
    .text(`Hauptstraße ${random.int(1, 99)}`, 40, 147, { size: 10 })
    .text("10115 Berlin", 40, 160, { size: 10 });
  const meta: [string, string][] = [
    ["Rechnungsnummer:", number],
    ["Rechnungsdatum:", day(date, dateStyle)],
    ["Kundennummer:", String(random.int(10_000, 99_999))],
    ["Lieferdatum:", day(addDays(date, -random.int(0, 2)), dateStyle)],
  ];
  const dueWritten = random.next() < 0.6;
  if (dueWritten) meta.push(["Zahlbar bis:", day(addDays(date, days), dateStyle)]);
  meta.push(["Seite:", "1 von 1"]);
  rows(
    sheet,
    meta.map(([label, value]) => [
      [label, 460, true],
      [value, 470],
    ]),
    110,
    { size: 9 },
  );
  sheet.text(random.pick(["Rechnung", "RECHNUNG"]), 40, 210, { bold: true, size: 14 });
  const x = {
    pos: 40,
    art: 62,
    text: 112,
    menge: 330,
    einh: 336,
    preis: 440,
    mwst: 470,
    betrag: 555,
  };
  const head = [
    ["Pos.", x.pos],
    ["Art.-Nr.", x.art],
    ["Bezeichnung", x.text],
    ["Menge", x.menge, true],
    ["Einh.", x.einh],
    ["Einzelpreis", x.preis, true],
    ["MwSt", x.mwst],
    [after ? "Gesamt" : "Gesamt EUR", x.betrag, true],
  ] as [string, number, boolean?][];
  rows(sheet, [head], 240, { bold: true, size: 8 });
  sheet.rule(40, 555, 251);
  let y = 258;
  lines.forEach((line, i) => {
    rows(
      sheet,
      [
        [
          [String(i + 1), x.pos],
          [line.code, x.art],
          [line.description, x.text],
          [qty(line, true), x.menge, true],
          [line.unit, x.einh],
          [money(line.price, style), x.preis, true],
          [`${line.rate}%`, x.mwst],
          [money(line.amount, style), x.betrag, true],
        ],
      ],
      y,
      { size: 8 },
    );
    y += 13;
  });
  sheet.rule(300, 555, y + 2);
  y += 12;
  const foot: [string, number][] = [];
  for (const s of split)
    foot.push([`Nettobetrag ${s.rate}%:`, s.net], [`MwSt. ${s.rate}%:`, s.vat]);
  // Per rate, in sums, or both.
  const kind = random.int(0, 2);
  if (kind === 1) foot.length = 0;
  if (kind > 0) foot.push(["Summe netto:", net], ["Summe MwSt.:", tax]);
  foot.push([random.pick(["Gesamtbetrag:", "Rechnungsbetrag:", "Zu zahlen:"]), total]);
  for (const [label, value] of foot) {
    const bold = foot.at(-1)![0] === label;
    sheet
      .text(label, 470, y, { size: 9, right: true, bold })
      .text(money(value, style), 555, y, { size: 9, right: true, bold });
    y += 13;
  }
  y += 16;
  sheet.text(
    dueWritten
      ? `Bitte überweisen Sie den Betrag bis zum ${day(addDays(date, days), dateStyle)}.`
      : `Zahlbar innerhalb ${days} Tagen ohne Abzug.`,
    40,
    y,
    { size: 8 },
  );
  sheet.text(
    `Amtsgericht Hamburg HRB ${random.int(10_000, 99_999)} · USt-IdNr. DE${random.int(100_000_000, 999_999_999)} · IBAN DE89 3704 0044 0532 0130 00`,
    40,
    800,
    { size: 6.5 },
  );
  return {
    truth: {
      layout: "de-rechnung",
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

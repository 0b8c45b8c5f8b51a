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

/** An Italian Fattura: number and date on one line, P.IVA, a VAT summary table, "Totale documento". */
export async function fattura(random: Random): Promise<Drawn> {
  const supplier = random.pick([
    "Caseificio Val Padana S.r.l.",
    "Ortofrutta Milanese S.p.A.",
    "Salumificio Rossi S.n.c.",
    "Enoteca Bianchi S.r.l.",
  ]);
  const number = `${random.int(1, 4999)}${random.pick(["", "/A", "/PA", "/2026"])}`;
  const date = someDay(random);
  const days = random.pick([30, 60, 90]);
  const lines = invent(random, "it", random.int(3, 12), [10, 22]);
  const split = vatSplit(lines);
  const net = sum(split.map((s) => s.net));
  const tax = sum(split.map((s) => s.vat));
  const total = net + tax;
  const style: MoneyStyle = { comma: true, group: "." };
  const dateStyle = random.pick(["dmy/", "dmy/", "dmy-"]);
  const sheet = new Sheet(A4);
  sheet.text(supplier, 40, 36, { bold: true, size: 15 });
  sheet.text(`Via dell'Industria ${random.int(1, 99)} – 20139 Milano (MI)`, 40, 56, { size: 8 });
  sheet.text(
    `P.IVA ${random.int(10_000_000, 99_999_999)}${random.int(100, 999)} – C.F. ${random.int(10_000_000, 99_999_999)}${random.int(100, 999)}`,
    40,
    66,
    { size: 8 },
  );
  sheet
    .text("Spett.le", 340, 100, { size: 8 })
    .text(
      random.pick(["Trattoria da Mario", "Osteria del Ponte", "Pizzeria Bella Napoli"]),
      340,
      112,
    );
  sheet.text(`Corso Italia ${random.int(1, 99)}`, 340, 124);
  const inline = random.next() < 0.5;
  if (inline)
    sheet.text(`FATTURA N. ${number} del ${day(date, dateStyle)}`, 40, 160, {
      bold: true,
      size: 12,
    });
  else {
    sheet.text("FATTURA", 40, 150, { bold: true, size: 14 });
    grid(sheet, 40, 170, [
      ["Tipo documento", "Fattura", 90],
      ["Numero", number, 80],
      ["Data", day(date, dateStyle), 80],
      ["Cod. cliente", String(random.int(1000, 9999)), 70],
      ["Pagamento", `Bonifico ${days} gg d.f.`, 120],
    ]);
  }
  const cols: [string, number, boolean?][] = [
    ["Codice", 40],
    ["Descrizione", 90],
    ["U.M.", 300],
    ["Quantità", 370, true],
    ["Prezzo", 440, true],
    ["Importo", 510, true],
    ["IVA", 525],
  ];
  rows(sheet, [cols], 220, { bold: true, size: 8 });
  sheet.rule(40, 555, 231);
  let y = 238;
  for (const line of lines) {
    rows(
      sheet,
      [
        [
          [line.code.slice(0, 6), 40],
          [line.description, 90],
          [line.unit, 300],
          [qty(line, true), 370, true],
          [money(line.price, style), 440, true],
          [money(line.amount, style), 510, true],
          [String(line.rate), 525],
        ],
      ],
      y,
      { size: 8 },
    );
    y += 13;
  }
  y += 20;
  rows(
    sheet,
    [
      [
        ["Aliquota", 40],
        ["Imponibile", 200, true],
        ["Imposta", 290, true],
      ],
    ],
    y,
    { bold: true, size: 8 },
  );
  y += 13;
  for (const s of split) {
    rows(
      sheet,
      [
        [
          [`${s.rate}%`, 40],
          [money(s.net, style), 200, true],
          [money(s.vat, style), 290, true],
        ],
      ],
      y,
      { size: 8 },
    );
    y += 12;
  }
  y += 10;
  const foot: [string, number][] = [
    ["Totale imponibile", net],
    ["Totale IVA", tax],
    [random.pick(["Totale documento", "Totale fattura", "Netto a pagare"]), total],
  ];
  for (const [label, value] of foot) {
    sheet
      .text(label, 470, y, { size: 9, right: true, bold: label === foot[2]![0] })
      .text(`€ ${money(value, style)}`, 555, y, { size: 9, right: true });
    y += 13;
  }
  sheet.text(
    inline
      ? `Scadenza: ${day(addDays(date, days), dateStyle)}  –  Pagamento: bonifico bancario`
      : `Scadenze: ${day(addDays(date, days), dateStyle)} € ${money(total, style)}`,
    40,
    y + 16,
    { size: 8 },
  );
  return {
    truth: {
      layout: "it-fattura",
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

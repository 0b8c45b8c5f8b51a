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
  rateText,
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

/** A Rungis merchant's Facture: two VAT rates, amounts "1 234,56 €", often over two pages. */
export async function facture(random: Random): Promise<Drawn> {
  const supplier = random.pick([
    "Marée de Rungis SARL",
    "Boucherie Centrale SAS",
    "Primeurs du MIN SARL",
    "Cave Saint-Vincent SAS",
  ]);
  const number = random.pick(["F", "FA", "FC26-"]) + String(random.int(10_000, 999_999));
  const date = someDay(random);
  const days = random.pick([15, 30, 30, 45]);
  const lines = invent(random, "fr", random.int(4, 40), [5.5, 20]);
  const split = vatSplit(lines);
  const net = sum(split.map((s) => s.net));
  const tax = sum(split.map((s) => s.vat));
  const total = net + tax;
  const style: MoneyStyle = { comma: true, group: " ", sign: "€", after: true };
  const plainStyle: MoneyStyle = { comma: true, group: " " };
  const dateStyle = random.pick(["dmy/", "dmy/", "d mon y fr"]);
  const sheet = new Sheet(A4);
  const header = (page: number, pages: number) => {
    sheet.text(supplier, 40, 36, { bold: true, size: 15 });
    sheet.text(`MIN de Rungis – Bât. ${random.pick(["A4", "C1", "D3"])} – 94150 Rungis`, 40, 56, {
      size: 8,
    });
    sheet.text(
      `SIRET ${random.int(100, 999)} ${random.int(100, 999)} ${random.int(100, 999)} ${random.int(10_000, 99_999)} – TVA FR${random.int(10, 99)}${random.int(100_000_000, 999_999_999)}`,
      40,
      66,
      { size: 7 },
    );
    sheet.text(`Page ${page}/${pages}`, 555, 36, { size: 8, right: true });
  };
  const perPage = 26;
  const pages = lines.length > perPage ? 2 : 1;
  header(1, pages);
  sheet.text("FACTURE", 40, 100, { bold: true, size: 16 });
  const boxed = random.next() < 0.5;
  if (boxed)
    grid(sheet, 40, 124, [
      ["N° de facture", number, 100],
      ["Date", day(date, dateStyle), 90],
      ["Code client", `C${random.int(1000, 9999)}`, 80],
      ["Échéance", day(addDays(date, days), dateStyle), 90],
    ]);
  else
    rows(
      sheet,
      [
        [
          ["N° de facture :", 40],
          [number, 130],
        ],
        ["Date de facture :", day(date, dateStyle)].map(
          (t, i) => [t, i ? 130 : 40] as [string, number],
        ),
        [
          ["Date de livraison :", 40],
          [day(addDays(date, -1), dateStyle), 130],
        ],
        [
          ["Date d'échéance :", 40],
          [day(addDays(date, days), dateStyle), 130],
        ],
      ],
      124,
      { size: 9 },
    );
  sheet
    .text("Facturé à", 340, 100, { bold: true })
    .text(random.pick(["Brasserie du Port", "Le Petit Zinc", "Café de la Gare"]), 340, 113);
  sheet.text(`${random.int(1, 120)} rue de la République`, 340, 126).text("75011 Paris", 340, 139);
  const cols: [string, number, boolean?][] = [
    ["Réf.", 40],
    ["Désignation", 90],
    ["Qté", 330, true],
    ["U.", 336],
    ["P.U. HT", 420, true],
    ["Montant HT", 500, true],
    ["TVA", 520],
  ];
  const head = (y: number) => {
    rows(sheet, [cols], y, { bold: true, size: 8 });
    sheet.rule(40, 555, y + 11);
  };
  head(190);
  let y = 204;
  let carried = 0;
  lines.forEach((line, i) => {
    if (i === perPage) {
      sheet
        .text("Total HT à reporter", 420, y + 6, { right: true, size: 8 })
        .text(money(carried, plainStyle), 500, y + 6, { right: true, size: 8 });
      sheet.page();
      header(2, pages);
      sheet.text(`Facture ${number} (suite)`, 40, 90, { size: 9, bold: true });
      head(110);
      y = 124;
      sheet
        .text("Report", 90, y, { size: 8 })
        .text(money(carried, plainStyle), 500, y, { size: 8, right: true });
      y += 12;
    }
    rows(
      sheet,
      [
        [
          [line.code.slice(0, 5), 40],
          [line.description, 90],
          [qty(line, true), 330, true],
          [line.unit, 336],
          [money(line.price, plainStyle), 420, true],
          [money(line.amount, plainStyle), 500, true],
          [rateText(line.rate, true), 520],
        ],
      ],
      y,
      { size: 8 },
    );
    carried += line.amount;
    y += 12;
  });
  y += 14;
  const foot: [string, number][] = [["Total HT", net]];
  for (const s of split) foot.push([`TVA ${rateText(s.rate, true)} %`, s.vat]);
  foot.push(["Total TTC", total]);
  if (random.next() < 0.5) foot.push(["Net à payer", total]);
  for (const [label, value] of foot) {
    sheet.box(360, y - 3, 195, 15);
    sheet
      .text(label, 366, y, { size: 9, bold: label.startsWith("Total TTC") })
      .text(money(value, style), 550, y, { size: 9, right: true });
    y += 15;
  }
  sheet.text(
    `Conditions de paiement : ${days} jours date de facture. Pénalités de retard : 3 fois le taux d'intérêt légal.`,
    40,
    y + 20,
    { size: 7 },
  );
  return {
    truth: {
      layout: "fr-facture",
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

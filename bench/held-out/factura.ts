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

/** A Spanish Factura: "Nº Factura", CIF, base and IVA per rate, "Total factura 1.234,56 €". */
export async function factura(random: Random): Promise<Drawn> {
  const supplier = random.pick([
    "Distribuciones Hosteleras del Sur S.L.",
    "Carnes Selectas Martín S.A.",
    "Frutas Hermanos López S.L.",
    "Panadería La Espiga S.L.",
  ]);
  const number = `${random.pick(["A", "FV", "F26"])}${random.pick(["-", "/", ""])}${random.int(1000, 99_999)}`;
  const date = someDay(random);
  const days = random.pick([0, 30, 60]);
  const lines = invent(random, "es", random.int(3, 12), [10, 21]);
  const split = vatSplit(lines);
  const net = sum(split.map((s) => s.net));
  const tax = sum(split.map((s) => s.vat));
  const total = net + tax;
  const style: MoneyStyle = { comma: true, group: ".", sign: "€", after: true };
  const lineStyle: MoneyStyle = { comma: true, group: "." };
  const dateStyle = random.pick(["dmy/", "dmy/", "d-mon-y es", "dmy-"]);
  const sheet = new Sheet(A4);
  sheet.text(supplier, 40, 36, { bold: true, size: 14 });
  sheet.text(
    `CIF B${random.int(10_000_000, 99_999_999)} · Polígono Mercasevilla, nave ${random.int(1, 60)} · 41020 Sevilla`,
    40,
    54,
    { size: 8 },
  );
  sheet.text("FACTURA", 555, 36, { bold: true, size: 16, right: true });
  const meta: [string, string][] = [
    [random.pick(["Nº Factura:", "Número de factura:", "Factura nº:"]), number],
    [random.pick(["Fecha:", "Fecha factura:", "Fecha de emisión:"]), day(date, dateStyle)],
    ["Nº Cliente:", String(random.int(1000, 99_999))],
    ["Forma de pago:", days ? `Transferencia ${days} días` : "Contado"],
  ];
  if (days) meta.push(["Vencimiento:", day(addDays(date, days), dateStyle)]);
  rows(
    sheet,
    meta.map(([label, value]) => [
      [label, 360],
      [value, 460],
    ]),
    70,
    { size: 9 },
  );
  sheet
    .text("Cliente:", 40, 90, { bold: true })
    .text(
      random.pick(["Bar Restaurante El Faro", "Taberna La Giralda", "Casa Pepe S.L."]),
      40,
      103,
    );
  sheet.text(`CIF B${random.int(10_000_000, 99_999_999)}`, 40, 116);
  const cols: [string, number, boolean?][] = [
    ["Código", 40],
    ["Descripción", 95],
    ["Cantidad", 340, true],
    ["Precio", 410, true],
    ["Dto.", 445, true],
    ["IVA", 470],
    ["Importe", 555, true],
  ];
  rows(sheet, [cols], 180, { bold: true, size: 8 });
  sheet.rule(40, 555, 191);
  let y = 198;
  for (const line of lines) {
    rows(
      sheet,
      [
        [
          [line.code.slice(0, 6), 40],
          [line.description, 95],
          [qty(line, true), 340, true],
          [money(line.price, lineStyle), 410, true],
          ["0", 445, true],
          [`${line.rate}%`, 470],
          [money(line.amount, lineStyle), 555, true],
        ],
      ],
      y,
      { size: 8 },
    );
    y += 13;
  }
  y += 20;
  const heads: [string, number, boolean][] = [
    ["Base imponible", 140, true],
    ["% IVA", 190, true],
    ["Cuota IVA", 270, true],
  ];
  rows(sheet, [heads], y, { size: 8, bold: true });
  y += 12;
  for (const s of split) {
    rows(
      sheet,
      [
        [
          [money(s.net, style), 140, true],
          [`${s.rate}%`, 190, true],
          [money(s.vat, style), 270, true],
        ],
      ],
      y,
      { size: 8 },
    );
    y += 12;
  }
  sheet.box(380, y - 34, 175, 40);
  sheet.text(random.pick(["TOTAL FACTURA", "Total factura", "TOTAL A PAGAR"]), 390, y - 26, {
    bold: true,
    size: 10,
  });
  sheet.text(money(total, style), 548, y - 10, { bold: true, size: 11, right: true });
  return {
    truth: {
      layout: "es-factura",
      lines: billedLines(lines),
      supplier,
      invoiceNumber: number,
      date,
      dueDate: days ? addDays(date, days) : null,
      currency: "EUR",
      subtotal: decimal(net),
      tax: decimal(tax),
      total: decimal(total),
    },
    pdf: await sheet.bytes(),
  };
}

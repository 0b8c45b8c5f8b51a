// One of the held-out invoices' layouts (bench/held-out-invoices.ts).
import {
  money,
  decimal,
  day,
  invent,
  sum,
  Sheet,
  someDay,
  type Random,
  type MoneyStyle,
  type Drawn,
  billedLines,
} from "./kit";

/** A cash-and-carry till receipt: narrow, monospaced, a transaction number, card tender. */
export async function receipt(random: Random): Promise<Drawn> {
  const uk = random.next() < 0.4;
  const supplier = uk
    ? random.pick(["Caterers Cash & Carry", "Booker Wholesale Depot"])
    : random.pick([
        "Restaurant Depot",
        "Chef's Warehouse Cash & Carry",
        "Smart Foodservice Warehouse",
      ]);
  const date = someDay(random);
  const number = random.pick([
    String(random.int(1_000_000, 9_999_999)),
    `${random.int(1000, 9999)}-${random.int(100, 999)}-${random.int(1000, 9999)}`,
  ]);
  const lines = invent(random, "us", random.int(4, 16), [0, 1]);
  const taxed = sum(lines.filter((l) => l.rate === 1).map((l) => l.amount));
  const tax = Math.round(taxed * (uk ? 0.2 : 0.08875));
  const subtotal = sum(lines.map((l) => l.amount));
  const total = subtotal + tax;
  const style: MoneyStyle = { comma: false, group: "" };
  const width = 227;
  const sheet = new Sheet([width, 150 + lines.length * 20 + 200]);
  const o = { mono: true, size: 7.5 };
  const centre = width / 2;
  sheet.text(supplier.toUpperCase(), centre, 16, { ...o, bold: true, size: 9, centre: true });
  sheet.text(`STORE #${random.int(10, 499)}`, centre, 30, { ...o, centre: true });
  sheet.text(
    uk ? "UNIT 4 TRADE PARK, LEEDS LS9 0PS" : `${random.int(100, 999)} INDUSTRIAL AVE, QUEENS NY`,
    centre,
    40,
    { ...o, centre: true },
  );
  sheet.text(
    uk
      ? `VAT REG NO ${random.int(100, 999)} ${random.int(1000, 9999)} ${random.int(10, 99)}`
      : `TEL (718) ${random.int(200, 999)}-${random.int(1000, 9999)}`,
    centre,
    50,
    { ...o, centre: true },
  );
  const when = `${day(date, uk ? "dmy/2" : "mdy/2")} ${String(random.int(6, 20)).padStart(2, "0")}:${String(random.int(0, 59)).padStart(2, "0")}`;
  const numberLabel = random.pick(
    uk ? ["RECEIPT NO", "TRANS NO", "INVOICE NO"] : ["TRANS#", "RECEIPT #", "TICKET #"],
  );
  let y = 68;
  sheet.text(when, 10, y, o).text(`REG ${random.int(1, 12)}`, 217, y, { ...o, right: true });
  y += 11;
  sheet.text(`${numberLabel} ${number}`, 10, y, o);
  y += 11;
  sheet.text(
    `MEMBER ${random.int(100, 999)} ${random.int(1000, 9999)} ${random.int(1000, 9999)}`,
    10,
    y,
    o,
  );
  y += 16;
  for (const line of lines) {
    sheet.text(line.description.slice(0, 22), 10, y, o);
    sheet.text(
      `${money(line.amount, style)} ${line.rate === 1 ? (uk ? "A" : "T") : ""}`.trim(),
      217,
      y,
      { ...o, right: true },
    );
    y += 10;
    sheet.text(`  ${line.code}  ${line.quantity} @ ${money(line.price, style)}`, 10, y, o);
    y += 11;
  }
  y += 6;
  const tender = random.pick(["VISA", "MASTERCARD", "AMEX", "DEBIT"]);
  const foot: [string, string][] = [
    ["SUBTOTAL", money(subtotal, style)],
    [uk ? "VAT" : random.pick(["TAX", "SALES TAX"]), money(tax, style)],
    [
      random.pick(["TOTAL", "**** TOTAL", "BALANCE DUE"]),
      money(total, { ...style, sign: uk ? "£" : "$" }),
    ],
    [`${tender} TEND`, money(total, style)],
    ["CHANGE DUE", money(0, style)],
  ];
  for (const [label, value] of foot) {
    sheet
      .text(label, 10, y, { ...o, bold: label.includes("TOTAL") })
      .text(value, 217, y, { ...o, right: true });
    y += 11;
  }
  y += 6;
  sheet.text(`# ITEMS SOLD ${lines.length}`, 10, y, o);
  sheet.text(`${tender} ************${random.int(1000, 9999)}`, 10, y + 11, o);
  sheet.text(`AUTH CODE ${random.int(100_000, 999_999)}`, 10, y + 22, o);
  if (uk) sheet.text(`VAT A 20%  ${money(taxed, style)}  ${money(tax, style)}`, 10, y + 33, o);
  sheet.text("THANK YOU FOR SHOPPING WITH US", centre, y + 50, { ...o, centre: true });
  return {
    truth: {
      layout: "receipt",
      lines: billedLines(lines),
      supplier,
      invoiceNumber: number,
      date,
      dueDate: null,
      currency: uk ? "GBP" : "USD",
      subtotal: decimal(subtotal),
      tax: decimal(tax),
      total: decimal(total),
    },
    pdf: await sheet.bytes(),
  };
}

// One of the held-out invoices' layouts (bench/held-out-invoices.ts).
import {
  money,
  decimal,
  day,
  addDays,
  invent,
  qty,
  sum,
  Sheet,
  LETTER,
  rows,
  someDay,
  type Random,
  type MoneyStyle,
  type Drawn,
  billedLines,
} from "./kit";

/** A produce or meat purveyor's plain invoice: quantity first, credits, no tax, a balance due. */
export async function purveyor(random: Random): Promise<Drawn> {
  const supplier = random.pick([
    "Green Acres Produce Co.",
    "Bay City Meats Inc.",
    "Fulton Street Purveyors",
    "Sunrise Farms Produce LLC",
  ]);
  const number = random.pick(["", "", "P-", "S"]) + String(random.int(10_000, 99_999));
  const date = someDay(random);
  const terms = random.pick([7, 10, 14, 0]);
  const lines = invent(random, "us", random.int(3, 12), [0, 0]);
  const credit = random.next() < 0.5;
  if (credit) {
    const back = random.pick(lines);
    lines.push({
      ...back,
      description: `CREDIT - ${back.description.toLowerCase()} returned`,
      quantity: -1,
      amount: -back.price,
    });
  }
  const total = sum(lines.map((l) => l.amount));
  const style: MoneyStyle = {
    comma: false,
    group: ",",
    negative: random.pick(["brackets", "minus"]),
  };
  const dateStyle = random.pick(["d-Mon-y", "Mon d, y", "mdy/"]);
  const sheet = new Sheet(LETTER);
  sheet.text(supplier, 40, 40, { bold: true, size: 16 });
  sheet.text(
    `Hunts Point Terminal Market, Row ${random.pick(["A", "B", "C", "D"])}, Bronx, NY 10474`,
    40,
    60,
    { size: 8 },
  );
  sheet.text(
    `Tel (718) ${random.int(200, 999)}-${random.int(1000, 9999)}  ·  orders@${supplier.split(" ")[0]!.toLowerCase()}.com`,
    40,
    70,
    { size: 8 },
  );
  sheet.text("INVOICE", 572, 40, { bold: true, size: 18, right: true });
  const numberLabel = random.pick(["Invoice #", "Invoice No.", "No."]);
  const dateLabel = random.pick(["Date", "Invoice Date", "Delivery Date"]);
  rows(
    sheet,
    [
      [
        [`${numberLabel}`, 420],
        [number, 572, true],
      ],
      [
        [dateLabel, 420],
        [day(date, dateStyle), 572, true],
      ],
      [
        ["Terms", 420],
        [terms ? `Net ${terms}` : "C.O.D.", 572, true],
      ],
      [
        ["Salesperson", 420],
        [random.pick(["Tony", "Maria", "Dave"]), 572, true],
      ],
    ],
    66,
    { size: 9 },
  );
  sheet.text("Sold To", 40, 110, { bold: true });
  sheet.text(random.pick(["Bistro Larder", "The Corner Kitchen", "Luigi's Trattoria"]), 40, 123);
  sheet.text(
    `${random.int(10, 999)} ${random.pick(["Smith St", "Court St", "Atlantic Ave"])}, Brooklyn NY`,
    40,
    135,
  );
  sheet.text("Ship To", 300, 110, { bold: true }).text("Same", 300, 123);
  const y0 = 170;
  rows(
    sheet,
    [
      [
        ["QTY", 40],
        ["UNIT", 80],
        ["DESCRIPTION", 120],
        ["PRICE", 480, true],
        ["AMOUNT", 572, true],
      ],
    ],
    y0,
    { bold: true },
  );
  sheet.rule(40, 572, y0 + 12);
  let y = y0 + 18;
  for (const line of lines) {
    rows(
      sheet,
      [
        [
          [qty(line, false), 40],
          [line.unit, 80],
          [line.description, 120],
          [money(line.price, style), 480, true],
          [money(line.amount, style), 572, true],
        ],
      ],
      y,
    );
    y += 14;
  }
  sheet.rule(380, 572, y + 4);
  y += 12;
  const writesTax = random.next() < 0.4;
  if (writesTax) {
    rows(
      sheet,
      [
        [
          ["Subtotal", 420],
          [money(total, style), 572, true],
        ],
        [
          ["Tax", 420],
          [money(0, style), 572, true],
        ],
      ],
      y,
    );
    y += 26;
  }
  sheet.text(random.pick(["TOTAL", "Balance Due", "Total Due", "Please Pay This Amount"]), 420, y, {
    bold: true,
  });
  sheet.text(money(total, { ...style, sign: "$" }), 572, y, { bold: true, right: true });
  sheet.text(
    "Claims must be made at time of delivery. Past due accounts subject to 1.5% per month.",
    40,
    y + 40,
    { size: 7 },
  );
  return {
    truth: {
      layout: "us-purveyor",
      lines: billedLines(lines),
      supplier,
      invoiceNumber: number,
      date,
      dueDate: terms ? addDays(date, terms) : null,
      currency: "USD",
      subtotal: writesTax ? decimal(total) : null,
      tax: writesTax ? "0.00" : null,
      total: decimal(total),
    },
    pdf: await sheet.bytes(),
  };
}

// One of the held-out invoices' layouts (bench/held-out-invoices.ts).
import {
  money,
  decimal,
  day,
  addDays,
  invent,
  sum,
  Sheet,
  LETTER,
  rows,
  grid,
  someDay,
  type Random,
  type MoneyStyle,
  type Drawn,
  billedLines,
} from "./kit";

/** A US broadline distributor: Courier, a grid of header cells, ten columns, totals at the foot. */
export async function broadline(random: Random): Promise<Drawn> {
  const supplier = random.pick([
    "Midwest Foodservice Inc.",
    "Harbor Broadline Foods LLC",
    "Great Plains Food Co.",
    "Keystone Restaurant Supply Inc.",
  ]);
  const number = String(random.int(100_000_000, 999_999_999));
  const date = someDay(random);
  const terms = random.pick([7, 14, 14, 21, 30]);
  const lines = invent(random, "us", random.int(6, 34), [0, 0]);
  // An item out of stock ships none; a return is credited.
  const out = random.int(0, lines.length - 1);
  lines[out] = { ...lines[out]!, amount: 0 };
  if (random.next() < 0.6) {
    const back = { ...random.pick(lines) };
    back.quantity = -1;
    back.amount = -back.price;
    back.description = `CR ${back.description}`.slice(0, 24);
    lines.push(back);
  }
  // Catch weights: cases of meat billed by what they weighed, at a price per pound, written in
  // a WEIGHT column or on a line of their own under the item.
  const weighed = random.next() < 0.6 ? random.pick(["column", "below"] as const) : null;
  if (weighed)
    for (let n = random.int(1, 3); n > 0; n -= 1) {
      const cases = random.int(1, 4);
      const hundredths = cases * random.int(1_200, 2_100);
      const price = random.int(349, 1_495);
      const at = random.int(0, lines.length);
      lines.splice(at, 0, {
        code: String(random.int(100_000, 9_999_999)),
        description: random.pick([
          "BEEF RIBEYE LIP ON CH",
          "PORK BUTT BNLS",
          "BEEF BRISKET PACKER",
          "SALMON ATL FILLET",
          "TURKEY BRST RAW",
        ]),
        quantity: cases,
        unit: "CS",
        pack: random.pick(["2/AVG 19 LB", "1/AVG 16 LB", "4/AVG 5 LB"]),
        price,
        amount: Math.round((hundredths * price) / 100),
        rate: 0,
        weight: (hundredths / 100).toFixed(2),
      });
    }
  const taxable = sum(lines.filter(() => random.next() < 0.15).map((l) => l.amount));
  const tax = Math.max(0, Math.round(taxable * 0.0725));
  const product = sum(lines.map((l) => l.amount));
  const fuel = random.pick([0, 395, 495, 750]);
  const total = product + fuel + tax;
  const style: MoneyStyle = {
    comma: false,
    group: random.pick(["", ","]),
    negative: random.pick(["minus", "trailing"]),
  };
  const dateStyle = random.pick(["mdy/", "mdy/2"]);
  const sheet = new Sheet(LETTER);
  const mono = { mono: true };
  const header = (page: number, pages: number) => {
    sheet.text(supplier.toUpperCase(), 36, 30, { bold: true, size: 13 });
    sheet.text(
      `${random.int(100, 9999)} DISTRIBUTION PKWY  ${random.pick(["COLUMBUS, OH 43215", "ALLENTOWN, PA 18106", "DES MOINES, IA 50309"])}`,
      36,
      48,
      { size: 7 },
    );
    sheet.text(`CUSTOMER SERVICE (800) ${random.int(200, 999)}-${random.int(1000, 9999)}`, 36, 58, {
      size: 7,
    });
    grid(
      sheet,
      300,
      28,
      [
        ["INVOICE NO.", number, 82],
        ["INVOICE DATE", day(date, dateStyle), 66],
        ["CUSTOMER NO.", String(random.int(100_000, 999_999)), 66],
        ["ROUTE", String(random.int(100, 999)), 36],
        ["PAGE", `${page} OF ${pages}`, 40],
      ],
      mono,
    );
    sheet.text(`TERMS: NET ${terms}`, 300, 64, { ...mono, size: 8 });
    sheet.text(`SALES REP: ${random.pick(["J. SMITH", "M. GARCIA", "T. NGUYEN"])}`, 430, 64, {
      ...mono,
      size: 8,
    });
  };
  const perPage = 24;
  const pages = lines.length > perPage ? 2 : 1;
  header(1, pages);
  sheet.text("SOLD TO:", 36, 86, { ...mono, size: 8, bold: true });
  sheet.text(random.pick(["BISTRO LARDER", "CORNER KITCHEN LLC", "RIVERSIDE GRILL"]), 36, 97, {
    ...mono,
    size: 8,
  });
  sheet.text(`${random.int(10, 999)} MAIN ST`, 36, 107, { ...mono, size: 8 });
  sheet.text("SHIP TO:", 300, 86, { ...mono, size: 8, bold: true });
  sheet.text("SAME", 300, 97, { ...mono, size: 8 });
  const columns: [string, number, boolean][] = [
    ["ITEM CODE", 36, false],
    ["QTY ORD", 120, true],
    ["QTY SHP", 158, true],
    ["UNIT", 164, false],
    ["PACK/SIZE", 192, false],
    ["BRAND", 246, false],
    ["DESCRIPTION", 290, false],
    ...(weighed === "column" ? ([["WEIGHT", 460, true]] as [string, number, boolean][]) : []),
    ["UNIT PRICE", 510, true],
    ["EXTENSION", 576, true],
  ];
  const tableHead = (y: number) => {
    rows(sheet, [columns], y, { ...mono, size: 7, bold: true });
    sheet.rule(36, 576, y + 10);
  };
  tableHead(130);
  let y = 144;
  let page = 1;
  lines.forEach((line, i) => {
    if (i === perPage) {
      sheet.text("*** CONTINUED ON NEXT PAGE ***", 306, y + 8, { ...mono, size: 8, centre: true });
      sheet.page();
      page += 1;
      header(page, pages);
      tableHead(90);
      y = 104;
    }
    const shipped = line.amount === 0 ? 0 : line.quantity;
    rows(
      sheet,
      [
        [
          [line.code, 36],
          [String(Math.abs(line.quantity)), 120, true],
          [String(shipped), 158, true],
          [line.unit, 164],
          [line.pack, 192],
          [random.pick(["HARBOR", "PACKER", "IMPERIAL", "CLASSIC"]), 246],
          [line.description, 290],
          ...(weighed === "column" && line.weight
            ? ([[line.weight, 460, true]] as [string, number, boolean?][])
            : []),
          [money(line.price, style), 510, true],
          [line.amount === 0 ? "OUT" : money(line.amount, style), 576, true],
        ],
      ],
      y,
      { ...mono, size: 7.5 },
    );
    y += 12;
    if (weighed === "below" && line.weight) {
      sheet.text(`CATCH WT: ${line.weight} LB`, 290, y, { ...mono, size: 7.5 });
      y += 12;
    }
  });
  y += 14;
  sheet.text(`TOTAL CASES ${sum(lines.map((l) => Math.max(0, l.quantity)))}`, 36, y, {
    ...mono,
    size: 8,
  });
  sheet.text(`TOTAL PIECES ${lines.length}`, 36, y + 12, { ...mono, size: 8 });
  const totals: [string, number][] = [["PRODUCT TOTAL", product]];
  if (fuel) totals.push(["FUEL SURCHARGE", fuel]);
  totals.push(["TAX", tax], [random.pick(["INVOICE TOTAL", "TOTAL INVOICE", "AMOUNT DUE"]), total]);
  for (const [label, value] of totals) {
    sheet.text(label, 470, y, { ...mono, size: 8, bold: label !== "TAX", right: true });
    sheet.text(money(value, style), 576, y, { ...mono, size: 8, right: true });
    y += 12;
  }
  sheet.text("RECEIVED BY: ______________________   DRIVER: ______", 36, y + 20, {
    ...mono,
    size: 8,
  });
  return {
    truth: {
      layout: "us-broadline",
      lines: billedLines(lines),
      supplier,
      invoiceNumber: number,
      date,
      dueDate: addDays(date, terms),
      currency: "USD",
      subtotal: decimal(product),
      tax: decimal(tax),
      total: decimal(total),
    },
    pdf: await sheet.bytes(),
  };
}

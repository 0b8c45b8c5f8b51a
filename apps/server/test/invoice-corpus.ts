// A labelled corpus of supplier invoices made by Larder itself (issue 16): six languages, five
// currencies, numeric and written dates in either order, decimal commas and points, four
// layouts; each drawn as a PDF with a text layer, then as a scan saved to PDF and as a phone
// photo (turned a little, blurred, dimmed, noisy, JPEG). The same seed gives the same corpus.
import PDFDocument from "pdfkit";
import sharp from "sharp";
import { apply, homography } from "../src/lib/invoice-reader/page-geometry";

export interface InvoiceTruth {
  supplier: string;
  invoiceNumber: string;
  date: string;
  dueDate: string;
  currency: string;
  subtotal: string;
  tax: string;
  total: string;
  lines: { description: string; quantity: string; unitPrice: string; amount: string }[];
  language: Language;
  layout: number;
}

type Language = "en-US" | "en-GB" | "fr" | "de" | "nl" | "es" | "it";

interface Words {
  title: string;
  number: string;
  date: string;
  due: string;
  billTo: string;
  columns: [string, string, string, string];
  subtotal: string;
  tax: string;
  total: string;
  months: string[];
}

const WORDS: Record<Language, Words> = {
  "en-US": {
    title: "INVOICE",
    number: "Invoice #",
    date: "Invoice Date",
    due: "Due Date",
    billTo: "Bill To",
    columns: ["Description", "Qty", "Unit Price", "Amount"],
    subtotal: "Subtotal",
    tax: "Sales Tax",
    total: "Total Due",
    months:
      "January February March April May June July August September October November December".split(
        " ",
      ),
  },
  "en-GB": {
    title: "TAX INVOICE",
    number: "Invoice No.",
    date: "Invoice date",
    due: "Payment due",
    billTo: "Invoice to",
    columns: ["Item", "Quantity", "Price", "Line total"],
    subtotal: "Net amount",
    tax: "VAT",
    total: "Amount due",
    months:
      "January February March April May June July August September October November December".split(
        " ",
      ),
  },
  fr: {
    title: "FACTURE",
    number: "Facture n°",
    date: "Date de facture",
    due: "Date d'échéance",
    billTo: "Facturé à",
    columns: ["Désignation", "Qté", "Prix unitaire", "Montant"],
    subtotal: "Total HT",
    tax: "TVA",
    total: "Total TTC",
    months:
      "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split(
        " ",
      ),
  },
  de: {
    title: "RECHNUNG",
    number: "Rechnungsnummer",
    date: "Rechnungsdatum",
    due: "Fällig am",
    billTo: "Rechnungsempfänger",
    columns: ["Bezeichnung", "Menge", "Einzelpreis", "Betrag"],
    subtotal: "Nettobetrag",
    tax: "MwSt.",
    total: "Gesamtbetrag",
    months:
      "Januar Februar März April Mai Juni Juli August September Oktober November Dezember".split(
        " ",
      ),
  },
  nl: {
    title: "FACTUUR",
    number: "Factuurnummer",
    date: "Factuurdatum",
    due: "Vervaldatum",
    billTo: "Factuur aan",
    columns: ["Omschrijving", "Aantal", "Prijs", "Bedrag"],
    subtotal: "Subtotaal",
    tax: "BTW",
    total: "Totaal",
    months:
      "januari februari maart april mei juni juli augustus september oktober november december".split(
        " ",
      ),
  },
  es: {
    title: "FACTURA",
    number: "Número de factura",
    date: "Fecha de factura",
    due: "Fecha de vencimiento",
    billTo: "Facturar a",
    columns: ["Descripción", "Cantidad", "Precio unitario", "Importe"],
    subtotal: "Base imponible",
    tax: "IVA",
    total: "Total factura",
    months:
      "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split(
        " ",
      ),
  },
  it: {
    title: "FATTURA",
    number: "Numero fattura",
    date: "Data fattura",
    due: "Scadenza",
    billTo: "Cliente",
    columns: ["Descrizione", "Quantità", "Prezzo unitario", "Importo"],
    subtotal: "Imponibile",
    tax: "IVA",
    total: "Totale fattura",
    months:
      "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre".split(
        " ",
      ),
  },
};

const SETTINGS: Record<
  Language,
  { currency: string; rate: number; comma: boolean; dayFirst: boolean }
> = {
  "en-US": { currency: "USD", rate: 0.0875, comma: false, dayFirst: false },
  "en-GB": { currency: "GBP", rate: 0.2, comma: false, dayFirst: true },
  fr: { currency: "EUR", rate: 0.055, comma: true, dayFirst: true },
  de: { currency: "EUR", rate: 0.07, comma: true, dayFirst: true },
  nl: { currency: "EUR", rate: 0.09, comma: true, dayFirst: true },
  es: { currency: "EUR", rate: 0.1, comma: true, dayFirst: true },
  it: { currency: "EUR", rate: 0.1, comma: true, dayFirst: true },
};

const SUPPLIERS = [
  "Green Valley Produce Inc.",
  "Harbour Fish Co. Ltd",
  "Boucherie Martin SARL",
  "Molkerei Bergland GmbH",
  "Versgroothandel De Vries B.V.",
  "Distribuciones Huerta S.L.",
  "Caseificio Valle Verde S.r.l.",
  "Northside Bakery LLC",
  "Atlantic Seafood Ltd",
  "Fromagerie des Alpes SAS",
  "Metzgerei Huber KG",
  "Olijfolie Import B.V.",
  "Aceites del Sur S.A.",
  "Pastificio Romano S.p.A.",
  "Prairie Meats Inc.",
];
const CUSTOMERS = [
  "Bistro Larder",
  "The Corner Kitchen",
  "Café du Port",
  "Gasthaus Linde",
  "Trattoria Sole",
];
const ITEMS = [
  "Roma tomatoes 5 kg",
  "Basil bunch",
  "Chicken breast",
  "Olive oil 5 L",
  "Parmesan 1 kg",
  "Butter 250 g",
  "Flour T55 25 kg",
  "Salmon fillet",
  "Lemons",
  "Heavy cream 1 L",
  "Eggs (30)",
  "Garlic 1 kg",
  "Shallots 5 kg",
  "Mozzarella 125 g",
  "Beef tenderloin",
  "Arborio rice 5 kg",
  "Sea salt 1 kg",
];

/** A small seeded generator (mulberry32): the same seed, the same corpus. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (from: number, to: number) => from + Math.floor(next() * (to - from + 1));
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  return { next, int, pick };
}

/** Cents as the language writes money: "1,234.56" or "1.234,56". */
function written(cents: bigint, comma: boolean, grouped: boolean): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = (abs / 100n).toString();
  const part = (abs % 100n).toString().padStart(2, "0");
  const groups = grouped ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, comma ? "." : ",") : whole;
  return `${negative ? "-" : ""}${groups}${comma ? "," : "."}${part}`;
}

const decimal = (cents: bigint) => `${cents / 100n}.${(cents % 100n).toString().padStart(2, "0")}`;

function writtenDate(day: string, language: Language, style: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const { dayFirst } = SETTINGS[language];
  const two = (n: number) => String(n).padStart(2, "0");
  const months = WORDS[language].months;
  switch (style) {
    case 0:
      return dayFirst ? `${two(date)}/${two(month)}/${year}` : `${two(month)}/${two(date)}/${year}`;
    case 1:
      return language.startsWith("en")
        ? language === "en-US"
          ? `${months[month - 1]} ${date}, ${year}`
          : `${date} ${months[month - 1]} ${year}`
        : language === "es"
          ? `${date} de ${months[month - 1]} de ${year}`
          : language === "de"
            ? `${date}. ${months[month - 1]} ${year}`
            : `${date} ${months[month - 1]} ${year}`;
    case 2:
      return `${year}-${two(month)}-${two(date)}`;
    default:
      return dayFirst ? `${two(date)}.${two(month)}.${year}` : `${month}/${date}/${year}`;
  }
}

/** One invoice's facts, drawn from the seed. */
export function inventInvoice(index: number, seed = 2026): InvoiceTruth {
  const random = seeded(seed * 1000 + index);
  const languages = Object.keys(WORDS) as Language[];
  const language = languages[index % languages.length]!;
  const settings = SETTINGS[language];
  const day = new Date(Date.UTC(2024, 0, 1) + random.int(0, 700) * 86_400_000);
  const dueDay = new Date(day.getTime() + random.pick([14, 30, 30, 45, 60]) * 86_400_000);
  const count = random.int(1, 9);
  const lines = Array.from({ length: count }, () => {
    const quantity = random.int(1, 24);
    const priceCents = BigInt(random.int(45, 14_999));
    const amount = priceCents * BigInt(quantity);
    return {
      description: random.pick(ITEMS),
      quantity: String(quantity),
      unitPrice: decimal(priceCents),
      amount: decimal(amount),
      cents: amount,
    };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.cents, 0n);
  const tax = BigInt(Math.round(Number(subtotal) * settings.rate));
  const prefix = random.pick(["INV-", "F", "", "RE-", "FA", "2024/", "No"]);
  return {
    supplier: SUPPLIERS[(index * 7 + random.int(0, 3)) % SUPPLIERS.length]!,
    invoiceNumber: `${prefix}${random.int(1000, 999_999)}`,
    date: day.toISOString().slice(0, 10),
    dueDate: dueDay.toISOString().slice(0, 10),
    currency: settings.currency,
    subtotal: decimal(subtotal),
    tax: decimal(tax),
    total: decimal(subtotal + tax),
    lines: lines.map(({ cents: _cents, ...line }) => line),
    language,
    layout: index % 4,
  };
}

/** The invoice drawn as an A4 PDF with a text layer, in one of four layouts. */
export async function invoicePdf(truth: InvoiceTruth, index: number): Promise<Uint8Array> {
  const random = seeded(index * 31 + 7);
  const words = WORDS[truth.language];
  const { comma, currency } = SETTINGS[truth.language];
  const grouped = random.next() < 0.7;
  const money = (value: string) => written(BigInt(value.replace(".", "")), comma, grouped);
  const sign = currency === "EUR" ? "€" : currency === "GBP" ? "£" : "$";
  const dateStyle = index % 4;
  const date = writtenDate(truth.date, truth.language, dateStyle);
  const due = writtenDate(truth.dueDate, truth.language, dateStyle);
  const doc = new PDFDocument({ size: "A4", margin: 40, info: { Title: "Invoice" } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on("end", resolve));
  doc.font("Helvetica-Bold").fontSize(17).text(truth.supplier, 40, 40);
  doc.font("Helvetica").fontSize(9);
  doc.text(
    `${random.int(1, 250)} ${random.pick(["Market Street", "Rue du Port", "Hauptstraße", "Kade", "Calle Mayor", "Via Roma"])}`,
    40,
    62,
  );
  doc.text(
    `Tel. +${random.int(30, 49)} ${random.int(100, 999)} ${random.int(100000, 999999)}`,
    40,
    74,
  );
  const customer = random.pick(CUSTOMERS);
  const meta: [string, string][] = [
    [words.number, truth.invoiceNumber],
    [words.date, date],
    [words.due, due],
  ];
  let tableTop = 230;
  if (truth.layout === 0) {
    doc.font("Helvetica-Bold").fontSize(20).text(words.title, 380, 40);
    doc.font("Helvetica").fontSize(10);
    meta.forEach(([label, value], row) => {
      doc.text(`${label}:`, 360, 80 + row * 15);
      doc.text(value, 470, 80 + row * 15);
    });
    doc
      .font("Helvetica-Bold")
      .text(words.billTo, 40, 130)
      .font("Helvetica")
      .text(customer, 40, 145);
  } else if (truth.layout === 1) {
    doc.font("Helvetica-Bold").fontSize(14).text(words.title, 40, 100);
    doc.font("Helvetica").fontSize(10);
    meta.forEach(([label, value], row) => doc.text(`${label}: ${value}`, 40, 125 + row * 14));
    doc
      .font("Helvetica-Bold")
      .text(words.billTo, 330, 100)
      .font("Helvetica")
      .text(customer, 330, 115);
  } else if (truth.layout === 2) {
    doc.font("Helvetica-Bold").fontSize(16).text(words.title, 40, 100);
    doc.fontSize(9);
    meta.forEach(([label], column) => doc.text(label, 40 + column * 170, 135));
    doc.font("Helvetica").fontSize(10);
    meta.forEach(([, value], column) => doc.text(value, 40 + column * 170, 150));
    doc
      .font("Helvetica-Bold")
      .fontSize(9)
      .text(words.billTo, 40, 180)
      .font("Helvetica")
      .text(customer, 40, 193);
    tableTop = 240;
  } else {
    doc.font("Helvetica").fontSize(10).text(words.billTo, 330, 40).text(customer, 330, 54);
    doc.font("Helvetica-Bold").fontSize(13).text(`${words.title} ${truth.invoiceNumber}`, 40, 110);
    doc.font("Helvetica").fontSize(10);
    doc.text(`${words.date}: ${date}`, 40, 132).text(`${words.due}: ${due}`, 300, 132);
  }
  const x = [40, 300, 380, 480];
  doc.font("Helvetica-Bold").fontSize(10);
  words.columns.forEach((column, i) =>
    doc.text(column, x[i]!, tableTop, i === 0 ? {} : { width: 75, align: "right" }),
  );
  doc
    .moveTo(40, tableTop + 14)
    .lineTo(555, tableTop + 14)
    .stroke();
  doc.font("Helvetica").fontSize(10);
  let y = tableTop + 22;
  for (const line of truth.lines) {
    doc.text(line.description, x[0]!, y);
    doc.text(line.quantity, x[1]!, y, { width: 75, align: "right" });
    doc.text(money(line.unitPrice), x[2]!, y, { width: 75, align: "right" });
    doc.text(money(line.amount), x[3]!, y, { width: 75, align: "right" });
    y += 17;
  }
  y += 20;
  const ratePercent =
    `${String(Number(truth.tax) && Math.round((Number(truth.tax) / Number(truth.subtotal)) * 1000) / 10)}`.replace(
      ".",
      comma ? "," : ".",
    );
  const totals: [string, string][] = [
    [words.subtotal, money(truth.subtotal)],
    [`${words.tax} ${ratePercent}%`, money(truth.tax)],
    [words.total, `${sign} ${money(truth.total)}`],
  ];
  totals.forEach(([label, value], row) => {
    doc.font(row === 2 ? "Helvetica-Bold" : "Helvetica").text(label, 340, y + row * 17);
    doc.text(value, 455, y + row * 17, { width: 100, align: "right" });
  });
  doc.font("Helvetica").fontSize(8).text(`${currency} · IBAN DE89 3704 0044 0532 0130 00`, 40, 780);
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

/** A page image drawn from a PDF at `dpi`, as a PNG (pdf.js and @napi-rs/canvas). */
export async function pdfPagePng(pdf: Uint8Array, dpi = 200): Promise<Buffer> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const { createCanvas } = await import("@napi-rs/canvas");
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const page = await document.getPage(1);
  const viewport = page.getViewport({ scale: dpi / 72 });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext("2d");
  context.fillStyle = "white";
  context.fillRect(0, 0, canvas.width, canvas.height);
  const parameters = { canvas, canvasContext: context, viewport };
  await page.render(parameters as unknown as Parameters<typeof page.render>[0]).promise;
  await document.destroy();
  return canvas.toBuffer("image/png");
}

/** A scan saved as PDF: the page as one image, no text layer. */
export async function scannedPdf(png: Buffer): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: "A4", margin: 0 });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on("end", resolve));
  const grey = await sharp(png).grayscale().jpeg({ quality: 80 }).toBuffer();
  doc.image(grey, 0, 0, { width: 595.28, height: 841.89 });
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * A phone photo of the page: turned by a degree or three, slightly out of focus, dimmer and
 * less contrasted, with sensor noise, on a grey table, saved as a JPEG.
 */
export async function phonePhoto(png: Buffer, index: number): Promise<Uint8Array> {
  const random = seeded(index * 97 + 13);
  const angle = (random.next() * 2 - 1) * 3;
  const page = sharp(png)
    .blur(0.5 + random.next() * 0.7)
    .linear(0.75 + random.next() * 0.15, 20 + random.int(0, 25))
    .rotate(angle, { background: { r: 120, g: 116, b: 110 } });
  const { data, info } = await page.raw().toBuffer({ resolveWithObject: true });
  const noisy = Buffer.from(data);
  const noise = seeded(index);
  for (let at = 0; at < noisy.length; at += 1) {
    const shift = Math.round((noise.next() - 0.5) * 28);
    noisy[at] = Math.max(0, Math.min(255, noisy[at]! + shift));
  }
  return new Uint8Array(
    await sharp(noisy, { raw: { width: info.width, height: info.height, channels: info.channels } })
      .jpeg({ quality: 72 })
      .toBuffer(),
  );
}

/**
 * Where a page's corners (top left, top right, bottom right, bottom left) fall in a photo taken
 * by a camera of focal length `focal` (pixels) held `tilt` degrees off square to the page, its
 * head the farther end, turned `turn` degrees, the page in the middle of the photo and taking
 * up `fill` of its height or width.
 */
export function cameraCorners(
  page: { width: number; height: number },
  photo: { width: number; height: number },
  tilt: number,
  turn: number,
  { fill = 0.8, focal = 0.75 * Math.max(photo.width, photo.height) } = {},
): { x: number; y: number }[] {
  const t = (tilt * Math.PI) / 180;
  const r = (turn * Math.PI) / 180;
  const view = (distance: number, shift: number) =>
    [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ].map(([sx, sy]) => {
      const x = (sx! * page.width) / 2;
      const y = (sy! * page.height) / 2 + shift;
      const down = y * Math.cos(t);
      const far = distance - y * Math.sin(t);
      const turnedX = x * Math.cos(r) - down * Math.sin(r);
      const turnedY = x * Math.sin(r) + down * Math.cos(r);
      return {
        x: photo.width / 2 + (focal * turnedX) / far,
        y: photo.height / 2 + (focal * turnedY) / far,
      };
    });
  // The phone moved nearer or farther, and the page slid under it, until the page stands in the
  // middle of the photo, `fill` of its height or of its width: its near end is the larger.
  let distance = (focal * page.height) / (fill * photo.height);
  let shift = 0;
  for (let step = 0; step < 30; step += 1) {
    const corners = view(distance, shift);
    const top = Math.min(...corners.map((c) => c.y));
    const bottom = Math.max(...corners.map((c) => c.y));
    const left = Math.min(...corners.map((c) => c.x));
    const right = Math.max(...corners.map((c) => c.x));
    distance *= Math.max(
      (bottom - top) / (fill * photo.height),
      (right - left) / (fill * photo.width),
    );
    shift -= (((top + bottom) / 2 - photo.height / 2) * distance) / focal;
  }
  return view(distance, shift);
}

/**
 * A phone photo of the page lying on a counter, taken from nearer its foot than its head: the
 * phone held `tilt` degrees off square to the page (20–35° when not given) and turned a few
 * degrees, so that the page is a trapezium on the counter's darker surface, its far end narrower
 * and shorter; then the phone's blur, grain and tilt.
 */
export async function angledPhoto(png: Buffer, index: number, tilt?: number): Promise<Uint8Array> {
  const random = seeded(index * 53 + 29);
  const { data, info } = await sharp(png).grayscale().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  // The phone's frame, 3:4 or wider: a till receipt lies on more of the counter than a page.
  const canvas = {
    width: Math.round(Math.max(width * 1.25, height * 1.15 * 0.75)),
    height: Math.round(Math.max(height * 1.15, width * 1.25 * 0.75)),
  };
  const corners = cameraCorners(
    info,
    canvas,
    tilt ?? 20 + random.next() * 15,
    (random.next() * 2 - 1) * 4,
    { fill: 0.84 },
  );
  const page = [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ];
  const toPage = homography(corners, page);
  const out = new Uint8Array(canvas.width * canvas.height * 3);
  const counter = seeded(index * 11 + 5);
  for (let y = 0; y < canvas.height; y += 1)
    for (let x = 0; x < canvas.width; x += 1) {
      const { x: u, y: v } = apply(toPage, x + 0.5, y + 0.5);
      const at = (y * canvas.width + x) * 3;
      if (u >= 0 && v >= 0 && u < width && v < height) {
        const grey = data[Math.floor(v) * width + Math.floor(u)]!;
        out[at] = out[at + 1] = out[at + 2] = grey;
      } else {
        // A worn wooden counter: brown, a little lighter and darker in streaks.
        const streak = Math.sin(y / 37 + Math.sin(x / 211) * 2) * 9 + (counter.next() - 0.5) * 10;
        out[at] = 118 + streak;
        out[at + 1] = 96 + streak;
        out[at + 2] = 78 + streak;
      }
    }
  const placed = await sharp(out, {
    raw: { width: canvas.width, height: canvas.height, channels: 3 },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return phonePhoto(placed, index);
}

/**
 * A phone photo with the phone's own shadow across it: the left and lower part of the page at
 * 40% of the light, the shadow's edge soft over 200 pixels and running across the lines.
 */
export async function shadowed(photo: Uint8Array): Promise<Uint8Array> {
  const { data, info } = await sharp(photo).raw().toBuffer({ resolveWithObject: true });
  const out = Buffer.from(data);
  for (let y = 0; y < info.height; y += 1)
    for (let x = 0; x < info.width; x += 1) {
      const across = (x + (info.height - y) * 0.5 - info.width * 0.7) / 200;
      const light = across < 0 ? 0.4 : across > 1 ? 1 : 0.4 + 0.6 * across;
      for (let channel = 0; channel < info.channels; channel += 1) {
        const at = (y * info.width + x) * info.channels + channel;
        out[at] = Math.round(data[at]! * light);
      }
    }
  const { width, height, channels } = info;
  return new Uint8Array(
    await sharp(out, { raw: { width, height, channels } }).jpeg({ quality: 80 }).toBuffer(),
  );
}

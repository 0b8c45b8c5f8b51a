import { ALLERGEN_LABELS, type Recipe } from "@larder/contracts";
import {
  compare,
  describeMinutes,
  describeTemperature,
  dollars,
  portionsText,
  unitLabel,
} from "@larder/domain";
import PDFDocument from "pdfkit";

const number = new Intl.NumberFormat("en-US", { maximumFractionDigits: 3 });
const amount = (quantity: string, unit: string) => {
  const figure = number.format(quantity as Intl.StringNumericLiteral);
  if (unit !== "portion") return `${figure} ${unitLabel(unit)}`;
  return `${figure} ${compare(quantity, "1") === 0 ? "portion" : "portions"}`;
};

const LEFT = 54;
const RIGHT = 558;
const WIDTH = RIGHT - LEFT;
const BOTTOM = 738;
const INK = "#111111";
const MUTED = "#555555";

export interface CardOptions {
  workspaceName: string;
  printedOn: string;
  /** Costs on the card: only ever true for members who may see costs. */
  withCosts: boolean;
  /** Step photos by upload id, as JPEG for the page. */
  photos: Map<string, Buffer>;
}

/** What a batch makes, in one sentence: "Makes 5 L, 4 L after 20% cooking loss; 10 portions of 400 ml". */
export function yieldSentence(recipe: Recipe): string {
  const parts = [`Makes ${amount(recipe.yieldQuantity, recipe.yieldUnit)}`];
  if (compare(recipe.cookingLossPercent, "0") > 0)
    parts[0] += `, ${amount(recipe.finishedYield, recipe.yieldUnit)} after ${number.format(recipe.cookingLossPercent as Intl.StringNumericLiteral)}% cooking loss`;
  if (recipe.yieldUnit !== "portion" && recipe.portions && recipe.portionQuantity)
    parts.push(
      `${portionsText(recipe.portions)} of ${amount(recipe.portionQuantity, recipe.portionUnit!)}`,
    );
  return parts.join("; ");
}

type Card = InstanceType<typeof PDFDocument>;

/** Starts a new page when `height` more points would not fit on this one. */
function room(doc: Card, height: number): void {
  if (doc.y + height > BOTTOM) doc.addPage();
}

/** A section's heading, on a new page when the section would start at the foot of this one. */
function heading(doc: Card, text: string): void {
  room(doc, 60);
  doc.moveDown(0.8).font("Helvetica-Bold").fontSize(13).fillColor(INK).text(text, LEFT);
  doc.moveDown(0.3);
}

/** A paragraph across the page. */
const body = (doc: Card, text: string, color = INK) =>
  doc.font("Helvetica").fontSize(10.5).fillColor(color).text(text, LEFT, doc.y, { width: WIDTH });

/**
 * A recipe as a card to pin up or keep in a binder: yield and portions, allergens, ingredients
 * with quantities (and their costs when asked for and allowed), equipment, the method with each
 * step's time, temperature and photo, plating and notes. PDF's built-in Helvetica, as the
 * purchase order's PDF, so nothing is fetched or bundled.
 */
export function recipeCardPdf(recipe: Recipe, options: CardOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "LETTER", margin: LEFT, info: { Title: recipe.name } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);

    drawTop(doc, recipe, options);
    drawIngredients(doc, recipe, options.withCosts);

    if (recipe.equipment.length > 0) {
      heading(doc, "Equipment");
      body(doc, recipe.equipment.join("  ·  "));
    }

    if (recipe.steps.length > 0) {
      heading(doc, "Method");
      drawMethod(doc, recipe, options.photos);
    }

    if (recipe.platingNotes) {
      heading(doc, "Plating");
      body(doc, recipe.platingNotes);
    }
    if (recipe.notes) {
      heading(doc, "Notes");
      body(doc, recipe.notes);
    }
    doc.end();
  });
}

/**
 * The top of the card: the recipe's name, its category, version and when it was printed, what a
 * batch makes, its allergens, and its costs when they are on the card.
 */
function drawTop(doc: Card, recipe: Recipe, options: CardOptions): void {
  doc.font("Helvetica-Bold").fontSize(22).fillColor(INK).text(recipe.name);
  doc.moveDown(0.2).font("Helvetica").fontSize(9.5).fillColor(MUTED);
  doc.text(
    [
      recipe.category,
      `Version ${recipe.version}`,
      `printed ${options.printedOn}`,
      options.workspaceName,
    ]
      .filter(Boolean)
      .join("  ·  "),
  );
  doc.moveDown(0.6);
  body(doc, yieldSentence(recipe));
  const allergens = recipe.allergens.map((allergen) => ALLERGEN_LABELS[allergen]);
  doc.moveDown(0.2).font("Helvetica-Bold").fontSize(10.5).fillColor(INK);
  doc.text(
    allergens.length > 0 ? `Allergens: ${allergens.join(", ")}` : "Allergens: none declared",
  );
  if (options.withCosts && recipe.batchCost !== null) {
    doc.moveDown(0.2).font("Helvetica").fontSize(10.5);
    const portion =
      recipe.portionCost === null ? "" : `  ·  Portion cost ${dollars(recipe.portionCost)}`;
    doc.text(`Batch cost ${dollars(recipe.batchCost)}${portion}`);
    if (recipe.unpriced.length > 0)
      body(doc, `Not priced yet, left out of the cost: ${recipe.unpriced.join(", ")}`, MUTED);
  }
}

/** The ingredients, a line each: name and note, quantity, and cost when costs are on the card. */
function drawIngredients(doc: Card, recipe: Recipe, withCosts: boolean): void {
  heading(doc, "Ingredients");
  const costColumn = withCosts ? 80 : 0;
  const quantityX = RIGHT - costColumn - 120;
  for (const line of recipe.lines) {
    room(doc, 30);
    const y = doc.y;
    doc.font("Helvetica").fontSize(10.5).fillColor(INK);
    doc.text(line.name, LEFT, y, { width: quantityX - LEFT - 12 });
    if (line.note)
      doc
        .fontSize(9)
        .fillColor(MUTED)
        .text(line.note, { width: quantityX - LEFT - 12 });
    const bottom = doc.y;
    doc.fontSize(10.5).fillColor(INK);
    doc.text(amount(line.quantity, line.unit), quantityX, y, { width: 120, align: "right" });
    if (withCosts)
      doc.text(line.cost === null ? "no price" : dollars(line.cost), RIGHT - costColumn, y, {
        width: costColumn,
        align: "right",
      });
    // A hairline between lines, with room on both sides so it never touches the text.
    const rule = Math.max(bottom, doc.y) + 3;
    doc.moveTo(LEFT, rule).lineTo(RIGHT, rule).lineWidth(0.5).strokeColor("#dddddd").stroke();
    doc.y = rule + 5;
  }
}

/** The method, a step at a time: its number, time and temperature, instruction and photo. */
function drawMethod(doc: Card, recipe: Recipe, photos: Map<string, Buffer>): void {
  recipe.steps.forEach((step, index) => {
    const photo = step.photoId ? photos.get(step.photoId) : undefined;
    const textWidth = photo ? WIDTH - 150 : WIDTH - 24;
    room(doc, photo ? 110 : 40);
    const top = doc.y;
    doc
      .font("Helvetica-Bold")
      .fontSize(11)
      .fillColor(INK)
      .text(`${index + 1}.`, LEFT, top);
    const facts = [
      step.minutes ? describeMinutes(step.minutes) : null,
      step.temperature && step.temperatureUnit
        ? describeTemperature(step.temperature, step.temperatureUnit)
        : null,
    ].filter(Boolean);
    doc.y = top;
    if (facts.length > 0)
      doc
        .font("Helvetica-Bold")
        .fontSize(10)
        .text(facts.join("  ·  "), LEFT + 24, top, {
          width: textWidth,
        });
    doc
      .font("Helvetica")
      .fontSize(10.5)
      .text(step.instruction, LEFT + 24, doc.y, {
        width: textWidth,
      });
    let bottom = doc.y;
    if (photo) {
      doc.image(photo, RIGHT - 138, top, { fit: [138, 100] });
      bottom = Math.max(bottom, top + 102);
    }
    doc.x = LEFT;
    doc.y = bottom + 8;
  });
}

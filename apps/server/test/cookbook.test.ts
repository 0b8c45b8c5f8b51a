/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../src/db/tenant";
import type { Client } from "./client";
import { plainPng } from "./corpus";
import { useServerWithMailbox } from "./helpers";
import { addItem, addMember, buildKitchen, type Kitchen } from "./kitchen";
import { download, pdfText } from "./pdf-text";

const context = useServerWithMailbox();
let kitchen: Kitchen;
let staff: Client;
let chef: Client;
let harborStaff: Client;
let tomatoes: string;
let flour: string;

const suffix = () => Math.random().toString(36).slice(2, 7);

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox, "Cookbook Kitchen");
  tomatoes = await addItem(kitchen, { name: "Roma Tomatoes" });
  flour = await addItem(kitchen, { name: "Flour 00", allergens: ["gluten"] });
  for (const [itemId, unitCost] of [
    [tomatoes, "2.35"],
    [flour, "0.80"],
  ])
    expect(
      (
        await kitchen.owner.post(kitchen.path("/stock/receipts"), {
          itemId,
          locationId: kitchen.main.id,
          quantity: "10",
          unit: "kg",
          unitCost,
        })
      ).status,
    ).toBe(201);
  staff = await addMember(kitchen, "staff");
  chef = await addMember(kitchen, "chef");
  harborStaff = await addMember(kitchen, "staff", [kitchen.commissary.id]);
}, 90_000);

async function uploadPhoto(client: Client = kitchen.owner) {
  const uploaded = await client.upload(
    kitchen.path("/recipe-photos"),
    await plainPng(),
    "image/png",
  );
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  return uploaded.body.id as string;
}

/** A focaccia with a method: three steps, one with a photo, a time and an oven temperature. */
async function focaccia(photoId: string | null = null) {
  const created = await kitchen.owner.post(kitchen.path("/recipes"), {
    name: `Focaccia ${suffix()}`,
    category: "Bread",
    yieldQuantity: "12",
    yieldUnit: "portion",
    lines: [
      { itemId: flour, quantity: "1", unit: "kg" },
      { itemId: tomatoes, quantity: "300", unit: "g", note: "halved" },
    ],
    steps: [
      { instruction: "Mix the flour with 800 ml of water; rest.", minutes: "30" },
      { instruction: "Stretch into the tray, press in the tomatoes.", photoId },
      {
        instruction: "Bake until golden.",
        minutes: "22",
        temperature: "230",
        temperatureUnit: "C",
      },
    ],
    equipment: ["Half sheet tray", " Stand mixer ", ""],
    platingNotes: "Cut 12 squares; serve warm with olive oil.",
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

describe("a recipe's method", () => {
  it("keeps steps, equipment and plating in the recipe and in each version", async () => {
    const photo = await uploadPhoto();
    const recipe = await focaccia(photo);
    expect(recipe.steps.map((step: any) => [step.position, step.minutes, step.photoId])).toEqual([
      [0, "30", null],
      [1, null, photo],
      [2, "22", null],
    ]);
    expect(recipe.steps[2]).toMatchObject({ temperature: "230", temperatureUnit: "C" });
    expect(recipe.equipment).toEqual(["Half sheet tray", "Stand mixer"]);
    expect(recipe.platingNotes).toBe("Cut 12 squares; serve warm with olive oil.");

    // Changing only the method saves a new version; the lines stay as they were.
    const changed = await chef.patch(kitchen.path(`/recipes/${recipe.id}`), {
      steps: [...recipe.steps.slice(0, 2), { instruction: "Bake.", minutes: "25" }],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.version).toBe(2);
    expect(changed.body.lines).toHaveLength(2);
    expect(changed.body.steps[2]).toMatchObject({ instruction: "Bake.", temperature: null });
    expect(changed.body.equipment).toEqual(["Half sheet tray", "Stand mixer"]);
    const versions = await withTenant(
      context.server.db,
      { workspaceId: kitchen.workspaceId },
      (tx) =>
        tx.query<{ version: number; content: any }>(
          "select version, content from recipe_versions where recipe_id = $1 order by version",
          [recipe.id],
        ),
    );
    expect(versions.rows.map((row) => row.content.steps.at(-1).instruction)).toEqual([
      "Bake until golden.",
      "Bake.",
    ]);
    expect(versions.rows[0]!.content.steps[1].photoId).toBe(photo);
    expect(versions.rows[1]!.content.platingNotes).toBe(recipe.platingNotes);
  });

  it("serves a step's photo to whoever reads the recipe, and no other upload", async () => {
    const photo = await uploadPhoto(chef);
    const recipe = await focaccia(photo);
    const seen = await download(staff, kitchen.path(`/recipes/${recipe.id}/photos/${photo}`));
    expect(seen.status).toBe(200);
    expect(seen.headers.get("content-type")).toBe("image/png");
    expect(seen.bytes.subarray(1, 4).toString()).toBe("PNG");
    // A photo of another recipe's step, or a delivery's photo, is not served through this one.
    const other = await focaccia(await uploadPhoto());
    const elsewhere = await staff.get(
      kitchen.path(`/recipes/${recipe.id}/photos/${other.steps[1].photoId}`),
    );
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe("This photo is not in this recipe's method.");
    const delivery = await kitchen.owner.upload(
      kitchen.path("/uploads"),
      await plainPng(),
      "image/png",
    );
    const refused = await staff.get(
      kitchen.path(`/recipes/${recipe.id}/photos/${delivery.body.id}`),
    );
    expect(refused.status).toBe(404);
  });

  it("refuses a bad photo, in words, and a step photo that was never uploaded", async () => {
    const page = await kitchen.owner.upload(
      kitchen.path("/recipe-photos"),
      "<html><script>alert(1)</script></html>",
      "image/png",
    );
    expect(page.status).toBe(415);
    expect(page.body.message).toBe(
      "Upload a photo as a JPEG, PNG or WebP image. Other kinds of file cannot be attached.",
    );
    const png = await plainPng();
    const cut = await kitchen.owner.upload(
      kitchen.path("/recipe-photos"),
      png.subarray(0, png.length - 20),
      "image/png",
    );
    expect(cut.status).toBe(422);
    expect(cut.body.message).toMatch(/^This photo is incomplete/);
    const pdf = await kitchen.owner.upload(kitchen.path("/recipe-photos"), png, "application/pdf");
    expect(pdf.status).toBe(415);
    expect((await staff.upload(kitchen.path("/recipe-photos"), png, "image/png")).status).toBe(403);
    const unknown = await kitchen.owner.post(kitchen.path("/recipes"), {
      name: `Bread ${suffix()}`,
      yieldQuantity: "1",
      yieldUnit: "kg",
      lines: [],
      steps: [{ instruction: "Knead.", photoId: crypto.randomUUID() }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(
      "The photo of step 1 was not uploaded to this workspace. Add the photo again.",
    );
  });

  it("says what is wrong with a step in plain words", async () => {
    const refused = await kitchen.owner.post(kitchen.path("/recipes"), {
      name: `Bread ${suffix()}`,
      yieldQuantity: "1",
      yieldUnit: "kg",
      lines: [],
      steps: [
        { instruction: " ", minutes: "0" },
        { instruction: "Bake.", temperature: "220" },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.issues.map((issue: any) => issue.message)).toEqual(
      expect.arrayContaining([
        "Enter what to do in this step.",
        "The step's time must be more than zero.",
        "Give a temperature both a number and °C or °F, or neither.",
      ]),
    );
  });
});

describe("the cookbook", () => {
  it("never sends a cost to staff, in the list or on a recipe", async () => {
    const recipe = await focaccia();
    const list = await staff.get(kitchen.path(`/cookbook?search=${recipe.name}`));
    expect(list.status).toBe(200);
    expect(list.body.recipes).toHaveLength(1);
    expect(list.body.recipes[0]).toMatchObject({ stepCount: 3, allergens: ["gluten"] });
    expect(list.body.categories).toContain("Bread");
    const read = await staff.get(kitchen.path(`/cookbook/${recipe.id}`));
    expect(read.status).toBe(200);
    expect(read.body.ingredients.map((line: any) => [line.name, line.quantity])).toEqual([
      ["Flour 00", "1"],
      ["Roma Tomatoes", "300"],
    ]);
    expect(read.body.steps).toHaveLength(3);
    expect(read.body.portions).toBe("12");
    expect(JSON.stringify(read.body)).not.toMatch(/cost/i);
    expect(JSON.stringify(list.body)).not.toMatch(/cost/i);
    // A chef sees what the batch costs: 1 kg of flour at $0.80 and 300 g of tomatoes at $2.35.
    const forChef = await chef.get(kitchen.path(`/cookbook/${recipe.id}`));
    expect(forChef.body.costs).toMatchObject({ batchCost: "1.505" });
    expect(forChef.body.ingredients.map((line: any) => line.cost)).toEqual(["0.8", "0.705"]);
  });

  it("prints portions on the card as a cook counts them (issue 26)", async () => {
    const created = await kitchen.owner.post(kitchen.path("/recipes"), {
      name: `Tomato Soup ${suffix()}`,
      yieldQuantity: "5",
      yieldUnit: "l",
      portionQuantity: "300",
      portionUnit: "ml",
      lines: [{ itemId: tomatoes, quantity: "3", unit: "kg" }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.portions).toMatch(/^16\.66/);
    const card = await download(
      kitchen.owner,
      kitchen.path(`/recipes/${created.body.id}/card.pdf?costs=with`),
    );
    const text = pdfText(card.bytes);
    expect(text).toContain("Makes 5 L; 16.7 portions of 300 ml");
    // 3 kg of tomatoes at $2.35: $7.05 a batch, $0.423 a portion shown as $0.42.
    expect(text).toContain("Batch cost $7.05  ·  Portion cost $0.42");
  });

  it("prints a recipe card, with costs only for those who may see them", async () => {
    const recipe = await focaccia(await uploadPhoto());
    const card = (client: Client, costs: string) =>
      download(client, kitchen.path(`/recipes/${recipe.id}/card.pdf?costs=${costs}`));
    const withCosts = await card(kitchen.owner, "with");
    expect(withCosts.status).toBe(200);
    expect(withCosts.headers.get("content-type")).toBe("application/pdf");
    const text = pdfText(withCosts.bytes);
    expect(text).toContain(recipe.name);
    expect(text).toContain("Bake until golden.");
    expect(text).toContain("22 min  ·  230 °C");
    expect(text).toContain("Half sheet tray  ·  Stand mixer");
    expect(text).toContain("Allergens: Gluten");
    // Money in cents (1.505 rounds half up), every amount on the card (issue 26).
    expect(text).toContain("Batch cost $1.51  ·  Portion cost $0.13");
    expect(text).toContain("$0.80");
    expect(text).toContain("$0.71");
    expect(text).not.toMatch(/\$\d[\d,]*\.\d{3,}/);
    const without = pdfText((await card(kitchen.owner, "without")).bytes);
    expect(without).toContain("Bake until golden.");
    expect(without).not.toMatch(/cost|\$/i);
    // Staff asking for costs get the card without them.
    const forStaff = await card(staff, "with");
    expect(forStaff.status).toBe(200);
    const staffText = pdfText(forStaff.bytes);
    expect(staffText).toContain("Cut 12 squares");
    expect(staffText).not.toMatch(/cost|\$/i);
    const wrong = await kitchen.owner.get(kitchen.path(`/recipes/${recipe.id}/card.pdf?costs=yes`));
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain("Choose costs=with or costs=without.");
  });
});

describe("training", () => {
  it("asks staff to read a required recipe, and again after each new version", async () => {
    const recipe = await focaccia();
    const required = await kitchen.owner.put(kitchen.path(`/recipes/${recipe.id}/training`), {
      roles: ["staff"],
    });
    expect(required.status, JSON.stringify(required.body)).toBe(200);
    expect(required.body).toEqual({ recipeId: recipe.id, roles: ["staff"], locationIds: [] });
    const before = (await staff.get(kitchen.path("/cookbook"))).body;
    expect(before.toRead).toContainEqual({ id: recipe.id, name: recipe.name, status: "not_read" });
    expect((await chef.get(kitchen.path(`/cookbook/${recipe.id}`))).body.reading.required).toBe(
      false,
    );

    const read = await staff.post(kitchen.path(`/cookbook/${recipe.id}/read`), { version: 1 });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body).toMatchObject({ required: true, status: "read_current", readVersion: 1 });
    const afterReading = (await staff.get(kitchen.path("/cookbook"))).body;
    expect(afterReading.toRead.map((entry: any) => entry.id)).not.toContain(recipe.id);

    // The chef changes the method: version 2, which staff have not read.
    await chef.patch(kitchen.path(`/recipes/${recipe.id}`), { platingNotes: "Cut 16 squares." });
    const changed = (await staff.get(kitchen.path(`/cookbook/${recipe.id}`))).body;
    expect(changed.reading).toMatchObject({ status: "read_older", readVersion: 1 });
    expect((await staff.get(kitchen.path("/cookbook"))).body.toRead).toContainEqual({
      id: recipe.id,
      name: recipe.name,
      status: "read_older",
    });
    const stale = await staff.post(kitchen.path(`/cookbook/${recipe.id}/read`), { version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      `${recipe.name} has changed since you opened it: version 2 is the one the kitchen cooks now. Read it again, then mark it as read.`,
    );
    const again = await staff.post(kitchen.path(`/cookbook/${recipe.id}/read`), { version: 2 });
    expect(again.body.status).toBe("read_current");
  });

  it("shows a manager who read which version, by role and location", async () => {
    const mainOnly = await focaccia();
    const forAll = await focaccia();
    await kitchen.owner.put(kitchen.path(`/recipes/${mainOnly.id}/training`), {
      roles: ["staff"],
      locationIds: [kitchen.main.id],
    });
    await kitchen.owner.put(kitchen.path(`/recipes/${forAll.id}/training`), {});
    await harborStaff.post(kitchen.path(`/cookbook/${forAll.id}/read`), { version: 1 });
    await kitchen.owner.patch(kitchen.path(`/recipes/${forAll.id}`), { notes: "Less salt." });
    await staff.post(kitchen.path(`/cookbook/${forAll.id}/read`), { version: 2 });

    const matrix = await chef.get(kitchen.path("/training"));
    expect(matrix.status, JSON.stringify(matrix.body)).toBe(200);
    const staffId = (await staff.session()).body.user.id;
    const harborId = (await harborStaff.session()).body.user.id;
    const cell = (userId: string, recipeId: string) =>
      matrix.body.cells.find((c: any) => c.userId === userId && c.recipeId === recipeId);
    expect(cell(staffId, mainOnly.id)).toMatchObject({ status: "not_read" });
    // The commissary's staff work at no location the requirement names.
    expect(cell(harborId, mainOnly.id)).toBeUndefined();
    expect(cell(harborId, forAll.id)).toMatchObject({ status: "read_older", readVersion: 1 });
    expect(cell(staffId, forAll.id)).toMatchObject({ status: "read_current", readVersion: 2 });
    const everyone = matrix.body.recipes.find((r: any) => r.recipeId === forAll.id);
    expect(everyone).toMatchObject({ version: 2, readers: 4, readCurrent: 1 });
    expect(matrix.body.people.map((p: any) => p.role)).toEqual(["owner", "chef", "staff", "staff"]);

    expect((await staff.get(kitchen.path("/training"))).status).toBe(403);
    expect(
      (await staff.put(kitchen.path(`/recipes/${forAll.id}/training`), { roles: [] })).status,
    ).toBe(403);
    const stopped = await kitchen.owner.delete(kitchen.path(`/recipes/${mainOnly.id}/training`));
    expect(stopped.status).toBe(204);
    const after = (await chef.get(kitchen.path("/training"))).body;
    expect(after.recipes.map((r: any) => r.recipeId)).not.toContain(mainOnly.id);
  });

  it("refuses an archived recipe, or a location not in the workspace", async () => {
    const recipe = await focaccia();
    await kitchen.owner.patch(kitchen.path(`/recipes/${recipe.id}`), { archived: true });
    const archived = await kitchen.owner.put(kitchen.path(`/recipes/${recipe.id}/training`), {});
    expect(archived.status).toBe(409);
    expect(archived.body.message).toBe(
      `${recipe.name} is archived. Restore it before asking the team to read it.`,
    );
    const live = await focaccia();
    const elsewhere = await kitchen.owner.put(kitchen.path(`/recipes/${live.id}/training`), {
      locationIds: [crypto.randomUUID()],
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toMatch(/^One of the locations chosen does not exist/);
  });
});

describe("another workspace", () => {
  it("answers 404 for its recipes, their photos, cards and training", async () => {
    const photo = await uploadPhoto();
    const recipe = await focaccia(photo);
    const other = await buildKitchen(context.server, context.mailbox, "Other Kitchen");
    for (const path of [
      `/cookbook/${recipe.id}`,
      `/recipes/${recipe.id}/card.pdf`,
      `/recipes/${recipe.id}/training`,
      `/recipes/${recipe.id}/photos/${photo}`,
    ]) {
      const reply = await other.owner.get(other.path(path));
      expect(reply.status, path).toBe(404);
      expect(reply.body.message, path).toBe("This recipe does not exist in this workspace.");
    }
    const read = await other.owner.post(other.path(`/cookbook/${recipe.id}/read`), {
      version: 1,
    });
    expect(read.status).toBe(404);
    const borrowed = await other.owner.post(other.path("/recipes"), {
      name: "Borrowed",
      yieldQuantity: "1",
      yieldUnit: "kg",
      lines: [],
      steps: [{ instruction: "Copy.", photoId: photo }],
    });
    expect(borrowed.status).toBe(400);
  });
});

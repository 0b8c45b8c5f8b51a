import type { SalesColumnMapping } from "@larder/contracts";
import { describe, expect, it } from "vitest";
import { columnsDraft, mappingOf } from "./columns";

const guessed: SalesColumnMapping = {
  date: 0,
  item: 1,
  quantity: 2,
  time: null,
  variation: null,
  netSales: 3,
  ticket: null,
  location: null,
  voided: null,
  eventType: null,
  dayFirst: null,
  day: null,
};

describe("the columns form", () => {
  it("starts from the columns the file was read with, and gives them back unchanged", () => {
    const draft = columnsDraft(guessed);
    expect(draft.columns).toMatchObject({ date: "0", item: "1", quantity: "2", time: "" });
    expect(draft.dateOrder).toBe("");
    expect(mappingOf(draft)).toEqual({ ok: true, mapping: guessed });
  });

  it("says day first or month first as the person chose", () => {
    const draft = { ...columnsDraft(guessed), dateOrder: "day" as const };
    const result = mappingOf(draft);
    expect(result.ok && result.mapping.dayFirst).toBe(true);
    expect(columnsDraft({ ...guessed, dayFirst: false }).dateOrder).toBe("month");
  });

  it("needs the item column", () => {
    const draft = columnsDraft(guessed);
    draft.columns.item = "";
    const result = mappingOf(draft);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.item).toBe("Choose the item column.");
  });

  it("takes the day a file without dates covers, and asks for it when there is no date column", () => {
    const draft = columnsDraft(guessed);
    draft.columns.date = "";
    const missing = mappingOf(draft);
    expect(!missing.ok && missing.errors.date).toBe(
      "Choose the date column, or say which day the file covers.",
    );
    const result = mappingOf({ ...draft, day: "2026-03-14" });
    expect(result.ok && result.mapping).toMatchObject({ date: null, day: "2026-03-14" });
  });

  it("forgets a day typed in when a date column is chosen after all", () => {
    const result = mappingOf({ ...columnsDraft(guessed), day: "2026-03-14" });
    expect(result.ok && result.mapping.day).toBeNull();
  });
});

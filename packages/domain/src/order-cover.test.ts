import { describe, expect, it } from "vitest";
import { coveringOrderWords, dueWords, noOrderReason } from "./order-cover";

// 2026-12-01 is a Tuesday.
const today = "2026-12-01";

describe("dueWords", () => {
  it("says today, tomorrow, the weekday within the week and the date beyond it", () => {
    expect(dueWords("2026-12-01", today)).toBe("due today");
    expect(dueWords("2026-12-02", today)).toBe("due tomorrow");
    expect(dueWords("2026-12-07", today)).toBe("due Mon");
    expect(dueWords("2026-12-08", today)).toBe("due Dec 8");
    expect(dueWords("2026-11-28", today)).toBe("was due Nov 28");
  });
});

describe("noOrderReason", () => {
  it("names a draft as not sent and a sent order with its day", () => {
    expect(
      coveringOrderWords({ number: "PO-2026-018", status: "draft", expectedOn: null }, today),
    ).toBe("on draft PO-2026-018, not sent");
    expect(
      noOrderReason({
        covering: [
          { number: "PO-2026-015", status: "sent", expectedOn: "2026-12-03" },
          { number: "PO-2026-016", status: "partially_received", expectedOn: "2026-12-04" },
        ],
        noBasis: false,
        today,
        coverDays: 5,
      }),
    ).toBe("on PO-2026-015, sent, due Thu; on PO-2026-016, partly received, due Fri");
  });

  it("says when nothing can be worked out, else until which delivery stock lasts", () => {
    expect(noOrderReason({ covering: [], noBasis: true, today, coverDays: 5 })).toBe(
      "no forecast yet and no par level: set a par level to get a suggestion",
    );
    expect(noOrderReason({ covering: [], noBasis: false, today, coverDays: 6 })).toBe(
      "enough on hand until Monday's delivery",
    );
  });
});

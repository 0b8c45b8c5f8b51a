import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  PURCHASE_ORDER_STATUSES,
  canApprove,
  shortLineProblem,
  canCancel,
  canEdit,
  canReceive,
  canSend,
  isOpenOrder,
  lineAfterDelivery,
  lineComplete,
  needsApproval,
  receivedMeanwhile,
  remainingOnLine,
  shortOnLine,
  statusAfterReceipt,
  type DeliveryOutcome,
  type OrderLineProgress,
  type PurchaseOrderStatus,
} from "./orders";
import { exact, toDecimal } from "./quantity";

/** Thousandths as a decimal string: "1.25" from 1250. Exact, so a test can compare integers. */
const thousandths = (n: number) =>
  toDecimal(`${Math.trunc(n / 1000)}.${String(n % 1000).padStart(3, "0")}`);
const amount = fc.integer({ min: 0, max: 50_000 });
const outcome = fc.constantFrom<DeliveryOutcome>("received", "short", "damaged", "substituted");
const lineState = fc.record({ ordered: amount, received: amount, closed: fc.boolean() });
const asLine = (line: { ordered: number; received: number; closed: boolean }) => ({
  ordered: thousandths(line.ordered),
  received: thousandths(line.received),
  closed: line.closed,
});

describe("the order's lifecycle", () => {
  it("allows each action only in its states", () => {
    const allowed = (test: (status: PurchaseOrderStatus) => boolean) =>
      PURCHASE_ORDER_STATUSES.filter(test);
    expect(allowed(canEdit)).toEqual(["draft"]);
    expect(allowed(canApprove)).toEqual(["draft"]);
    expect(allowed(canSend)).toEqual(["draft"]);
    expect(allowed(canReceive)).toEqual(["sent", "partially_received"]);
    expect(allowed(isOpenOrder)).toEqual(["sent", "partially_received"]);
    expect(allowed(canCancel)).toEqual(["draft", "sent"]);
  });

  it("ends at received and cancelled: nothing more can be done to them", () => {
    for (const status of ["received", "cancelled"] as const)
      for (const can of [canEdit, canApprove, canSend, canReceive, canCancel])
        expect(can(status)).toBe(false);
  });

  it("never cancels an order something was received against", () => {
    for (const status of PURCHASE_ORDER_STATUSES)
      if (canCancel(status)) expect(["partially_received", "received"]).not.toContain(status);
  });

  it("asks for approval of a draft above the limit only, until approved", () => {
    const draft = { status: "draft" as const, approved: false, approvalLimit: "500" };
    expect(needsApproval({ ...draft, totalInclTax: "783.90" })).toBe(true);
    expect(needsApproval({ ...draft, totalInclTax: "500.00" })).toBe(false);
    expect(needsApproval({ ...draft, totalInclTax: "500.01", approved: true })).toBe(false);
    expect(needsApproval({ ...draft, totalInclTax: "9999", approvalLimit: null })).toBe(false);
    expect(needsApproval({ ...draft, totalInclTax: "9999", status: "sent" })).toBe(false);
  });
});

describe("receiving", () => {
  it("is partial while any open line expects more, and received when every line is done", () => {
    const line = (ordered: string, received: string, closed = false) => ({
      ordered,
      received,
      closed,
    });
    expect(statusAfterReceipt([line("3", "1")])).toBe("partially_received");
    expect(statusAfterReceipt([line("3", "3")])).toBe("received");
    expect(statusAfterReceipt([line("3", "4")])).toBe("received");
    expect(statusAfterReceipt([line("3", "2", true)])).toBe("received");
    expect(statusAfterReceipt([line("3", "3"), line("2", "0")])).toBe("partially_received");
    expect(statusAfterReceipt([line("3", "3"), line("2", "0", true)])).toBe("received");
  });

  it("adds exactly where binary floats would fall short", () => {
    // 0.7 + 0.1 is 0.7999999999999999 in floats: the order would stay open for ever.
    let line: OrderLineProgress = { ordered: "0.8", received: "0", closed: false };
    line = lineAfterDelivery(line, { accepted: "0.7", outcome: "received", substitute: false });
    expect(statusAfterReceipt([line])).toBe("partially_received");
    expect(toDecimal(remainingOnLine(line))).toBe("0.1");
    line = lineAfterDelivery(line, { accepted: "0.1", outcome: "received", substitute: false });
    expect(statusAfterReceipt([line])).toBe("received");
    // A third of a case, three times, is the case.
    let third: OrderLineProgress = { ordered: "1", received: "0", closed: false };
    for (let i = 0; i < 3; i++)
      third = lineAfterDelivery(third, {
        accepted: exact(1).div(3),
        outcome: "received",
        substitute: false,
      });
    expect(lineComplete(third)).toBe(true);
  });

  it("closes a short, damaged or substituted line, and does not count a substitute", () => {
    const open = { ordered: "3", received: "0", closed: false };
    const after = (delivery: DeliveryOutcome, substitute = false) =>
      lineAfterDelivery(open, { accepted: "2", outcome: delivery, substitute });
    expect(after("received")).toMatchObject({ closed: false });
    expect(toDecimal(after("received").received)).toBe("2");
    for (const closing of ["short", "damaged", "substituted"] as const)
      expect(after(closing).closed).toBe(true);
    expect(toDecimal(after("substituted", true).received)).toBe("0");
    expect(toDecimal(after("substituted", false).received)).toBe("2");
  });

  it("refuses a delivery built on a stale view of its line", () => {
    expect(receivedMeanwhile("0", "0")).toBe(false);
    expect(receivedMeanwhile("1.50", "1.5")).toBe(false);
    expect(receivedMeanwhile("0", "1")).toBe(true);
    expect(receivedMeanwhile("2", "1")).toBe(true);
  });

  it("is received exactly when no line expects anything more", () => {
    fc.assert(
      fc.property(fc.array(lineState, { minLength: 1, maxLength: 8 }), (states) => {
        // The definition on integers (thousandths), which cannot round.
        const done = states.every((s) => s.closed || s.received >= s.ordered);
        const status = statusAfterReceipt(states.map(asLine));
        expect(status).toBe(done ? "received" : "partially_received");
        const remaining = states.map((s) => (s.closed ? 0 : Math.max(0, s.ordered - s.received)));
        expect(states.map(asLine).map((l) => toDecimal(remainingOnLine(l)))).toEqual(
          remaining.map(thousandths),
        );
      }),
    );
  });

  it("counts as short what a closed line never brought, and splits each line's order in three", () => {
    fc.assert(
      fc.property(lineState, (state) => {
        const short = state.closed ? Math.max(0, state.ordered - state.received) : 0;
        const line = asLine(state);
        expect(toDecimal(shortOnLine(line))).toBe(thousandths(short));
        // Never both short and still to come; what came, what is to come and what never came
        // make up the order whenever no more came than was ordered.
        expect(shortOnLine(line).compare(0) > 0 && remainingOnLine(line).compare(0) > 0).toBe(
          false,
        );
        if (state.received <= state.ordered)
          expect(
            toDecimal(exact(line.received).add(remainingOnLine(line)).add(shortOnLine(line))),
          ).toBe(toDecimal(line.ordered));
      }),
    );
    expect(toDecimal(shortOnLine({ ordered: "25", received: "22", closed: true }))).toBe("3");
    expect(toDecimal(shortOnLine({ ordered: "25", received: "22", closed: false }))).toBe("0");
    expect(toDecimal(shortOnLine({ ordered: "25", received: "26", closed: true }))).toBe("0");
  });

  it("never goes back from received, whatever else comes", () => {
    fc.assert(
      fc.property(
        fc.array(lineState, { minLength: 1, maxLength: 6 }),
        fc.array(
          fc.record({ line: fc.nat(), accepted: amount, outcome, substitute: fc.boolean() }),
        ),
        (states, deliveries) => {
          let lines: OrderLineProgress[] = states.map(asLine);
          let status = statusAfterReceipt(lines);
          for (const delivery of deliveries) {
            const at = delivery.line % lines.length;
            lines = lines.map((line, index) =>
              index === at
                ? lineAfterDelivery(line, { ...delivery, accepted: thousandths(delivery.accepted) })
                : line,
            );
            const next = statusAfterReceipt(lines);
            if (status === "received") expect(next).toBe("received");
            status = next;
          }
        },
      ),
    );
  });

  it("ends in the same status whatever order the deliveries came in", () => {
    const delivery = fc.record({ accepted: amount, outcome, substitute: fc.boolean() });
    fc.assert(
      fc.property(
        lineState,
        fc
          .array(delivery, { maxLength: 6 })
          .chain((list) =>
            fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length })),
          ),
        (state, [deliveries, shuffled]) => {
          const receive = (list: typeof deliveries) =>
            list.reduce<OrderLineProgress>(
              (line, d) => lineAfterDelivery(line, { ...d, accepted: thousandths(d.accepted) }),
              asLine(state),
            );
          const [a, b] = [receive(deliveries), receive(shuffled)];
          expect(statusAfterReceipt([a])).toBe(statusAfterReceipt([b]));
          expect(toDecimal(remainingOnLine(a))).toBe(toDecimal(remainingOnLine(b)));
        },
      ),
    );
  });

  it("follows draft → sent → partially received → received, or cancelled, through any actions", () => {
    type Action = "edit" | "approve" | "send" | "receive-part" | "receive-rest" | "cancel";
    const action = fc.constantFrom<Action>(
      "edit",
      "approve",
      "send",
      "receive-part",
      "receive-rest",
      "cancel",
    );
    const next: Record<PurchaseOrderStatus, PurchaseOrderStatus[]> = {
      draft: ["draft", "sent", "cancelled"],
      sent: ["sent", "partially_received", "received", "cancelled"],
      partially_received: ["partially_received", "received"],
      received: ["received"],
      cancelled: ["cancelled"],
    };
    fc.assert(
      fc.property(fc.array(action, { maxLength: 20 }), (actions) => {
        let status: PurchaseOrderStatus = "draft";
        let line: OrderLineProgress = { ordered: "3", received: "0", closed: false };
        for (const attempt of actions) {
          const before = status;
          if (attempt === "send" && canSend(status)) status = "sent";
          if (attempt === "cancel" && canCancel(status)) status = "cancelled";
          if (attempt.startsWith("receive") && canReceive(status)) {
            const accepted = attempt === "receive-rest" ? remainingOnLine(line) : "1";
            line = lineAfterDelivery(line, { accepted, outcome: "received", substitute: false });
            status = statusAfterReceipt([line]);
          }
          expect(next[before]).toContain(status);
          // Received means all three cases came; anything received means it can no longer be cancelled.
          expect(status === "received").toBe(lineComplete(line));
          if (toDecimal(line.received) !== "0") expect(canCancel(status)).toBe(false);
        }
      }),
    );
  });
});

describe("shortLineProblem", () => {
  it("takes less than what is still to come, and refuses all of it or more", () => {
    const line = { ordered: "10", received: "4", itemName: "Tomatoes" };
    expect(shortLineProblem(line, "5.5", "case")).toBeNull();
    expect(shortLineProblem(line, "0", "case")).toBeNull();
    expect(shortLineProblem(line, "6", "case")).toBe(
      "Tomatoes is marked Short, but 6 case is not less than the 6 case to come: enter how much came, or choose Received.",
    );
    expect(shortLineProblem(line, "7", "kg")).toMatch(/but 7 kg is not less than the 6 kg to come/);
  });
});

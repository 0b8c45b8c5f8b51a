import type { Count, CountLine } from "@larder/contracts";
import { exact, parseQuantity, toDecimal, unitLabel } from "@larder/domain";
import { useState } from "react";
import { Notice } from "@/components/ui/notice";
import { findByBarcode, useCountLine } from "@/features/counts/api/counts";
import { BarcodeEntry } from "./barcode-entry";
import { CountLineRow } from "./count-line";

interface Group {
  key: string;
  name: string;
  lines: CountLine[];
}

/** The sheet's lines by storage area, in the order the team walks them. */
function groups(lines: CountLine[]): Group[] {
  const byArea = new Map<string, Group>();
  for (const line of lines) {
    const key = line.storageAreaId ?? "none";
    const group = byArea.get(key) ?? {
      key,
      name: line.storageAreaName ?? "Not in a storage area",
      lines: [],
    };
    group.lines.push(line);
    byArea.set(key, group);
  }
  return [...byArea.values()];
}

/**
 * A count sheet: progress, barcode entry (typed, a handheld scanner, or the camera), and the
 * lines by storage area. Every line saves on its own, so several people can count at once.
 */
export function CountSheet({ workspaceId, count }: { workspaceId: string; count: Count }) {
  const save = useCountLine(workspaceId, count.id);
  const [focus, setFocus] = useState<{ itemId: string; n: number } | null>(null);
  const [scanned, setScanned] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const open = count.status === "open";
  const percent =
    count.lines.length === 0 ? 0 : Math.round((count.counted / count.lines.length) * 100);

  const saveLine = (itemId: string, quantity: string | null, unit: string) =>
    save.mutateAsync({ itemId, quantity, unit }).then(() => undefined);

  /** One scan is one of the barcode's unit, added to what the line already has. */
  const onCode = async (code: string) => {
    setScanned(null);
    try {
      const onSheet = count.lines.find((line) => line.barcodes.some((b) => b.code === code));
      const barcodeUnit = onSheet?.barcodes.find((b) => b.code === code)?.unit;
      const target = onSheet
        ? { itemId: onSheet.itemId, name: onSheet.name, unit: barcodeUnit! }
        : await findByBarcode(workspaceId, code);
      if (!target) return setScanned({ tone: "error", text: `No item has the barcode ${code}.` });
      const line = count.lines.find((candidate) => candidate.itemId === target.itemId);
      if (line && line.enteredQuantity !== null && line.enteredUnit !== target.unit) {
        setFocus({ itemId: line.itemId, n: Date.now() });
        return setScanned({
          tone: "error",
          text: `${line.name} is counted in ${unitLabel(line.enteredUnit ?? line.unit)} here; enter the total on its line.`,
        });
      }
      const before = line?.enteredQuantity ? parseQuantity(line.enteredQuantity) : null;
      const total = toDecimal((before ?? exact(0)).add(1));
      await saveLine(target.itemId, total, target.unit);
      setFocus({ itemId: target.itemId, n: Date.now() });
      setScanned({
        tone: "success",
        text: `${target.name}: ${total} ${unitLabel(target.unit)}${line ? "" : " (added to the sheet)"}.`,
      });
    } catch (error) {
      setScanned({ tone: "error", text: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <div className="space-y-5">
      <div>
        <div className="flex items-baseline justify-between text-sm">
          <span className="font-semibold text-brand-950">
            {count.counted} of {count.lines.length} counted
          </span>
          <span className="text-brand-950/65">{percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-label="Lines counted"
          aria-valuemin={0}
          aria-valuemax={count.lines.length}
          aria-valuenow={count.counted}
          className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-brand-100"
        >
          <div
            className={`h-full rounded-full bg-brand-500 transition-all ${WIDTHS[Math.round(percent / 5)]}`}
          />
        </div>
      </div>

      {open ? <BarcodeEntry onCode={(code) => void onCode(code)} /> : null}
      <Notice tone={scanned?.tone ?? "success"}>{scanned?.text}</Notice>

      {count.lines.length === 0 ? (
        <p className="rounded-xl border border-dashed border-brand-900/20 p-6 text-center text-sm text-brand-950/70">
          No items are kept here yet. Scan or type a barcode to add one to this count.
        </p>
      ) : null}

      {groups(count.lines).map((group) => (
        <section key={group.key} aria-labelledby={`area-${group.key}`}>
          <h3 id={`area-${group.key}`} className="mb-2 text-base font-bold text-brand-950">
            {group.name}
          </h3>
          <div className="grid gap-2 sm:grid-cols-2">
            {group.lines.map((line) => (
              <CountLineRow
                key={line.itemId}
                line={line}
                disabled={!open}
                focusRequest={focus?.itemId === line.itemId ? focus.n : 0}
                onSave={(quantity, unit) => saveLine(line.itemId, quantity, unit)}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

/** Progress widths in steps of 5% (classes, as the CSP allows no inline styles). */
const WIDTHS = [
  "w-0",
  "w-[5%]",
  "w-[10%]",
  "w-[15%]",
  "w-[20%]",
  "w-[25%]",
  "w-[30%]",
  "w-[35%]",
  "w-[40%]",
  "w-[45%]",
  "w-[50%]",
  "w-[55%]",
  "w-[60%]",
  "w-[65%]",
  "w-[70%]",
  "w-[75%]",
  "w-[80%]",
  "w-[85%]",
  "w-[90%]",
  "w-[95%]",
  "w-full",
];

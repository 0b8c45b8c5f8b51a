import type { PosName } from "@larder/contracts";
import { useId, useState } from "react";
import { inputClasses } from "@/components/ui/field";
import { errorMessage } from "@/lib/forms";
import { useMapPosName } from "@/features/sales/api/sales";
import { lines, meaningInput, meaningOf, type Meaning } from "@/features/sales/review";

/** A menu item a POS name can be: chosen by name, grouped by the menu's sections. */
export interface MenuChoice {
  id: string;
  name: string;
  sectionName: string | null;
}

function MenuOptions({ menu }: { menu: MenuChoice[] }) {
  const sections = [...new Set(menu.map((item) => item.sectionName ?? "Not in a section"))];
  return (
    <>
      {sections.map((section) => (
        <optgroup key={section} label={section}>
          {menu
            .filter((item) => (item.sectionName ?? "Not in a section") === section)
            .map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
        </optgroup>
      ))}
    </>
  );
}

/**
 * What a POS name is: a menu item, or not food (a gift card, a service charge). Saved as soon as
 * it is chosen, remembered for every later file and ticket; the lines waiting under the name
 * then leave stock, and the sentence under the choice says how many did.
 */
export function NameMeaning({
  workspaceId,
  name,
  remembered,
  menu,
  canMap,
}: {
  workspaceId: string;
  name: string;
  remembered: PosName[];
  menu: MenuChoice[];
  canMap: boolean;
}) {
  const id = useId();
  const map = useMapPosName(workspaceId);
  const [chosen, setChosen] = useState<Meaning | null>(null);
  const saved = meaningOf(name, remembered);
  const value = chosen ?? saved;
  const choose = (meaning: Meaning) => {
    const input = meaningInput(name, meaning);
    if (!input) return;
    setChosen(meaning);
    map.mutate(input, { onError: () => setChosen(null) });
  };
  const done = map.data;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-semibold text-brand-950">
        Menu item<span className="sr-only"> for {name}</span>
      </label>
      <select
        id={id}
        value={value}
        disabled={!canMap || map.isPending}
        aria-describedby={`${id}-said`}
        onChange={(event) => choose(event.target.value)}
        className={`${inputClasses(Boolean(map.error))} mt-1.5 pr-8`}
      >
        <option value="" disabled={value !== ""}>
          Choose the menu item…
        </option>
        <option value="ignored">Not food (leave out)</option>
        <MenuOptions menu={menu} />
      </select>
      <p id={`${id}-said`} aria-live="polite" className="mt-1 min-h-5 text-xs">
        {map.error ? (
          <span className="font-medium text-tomato">{errorMessage(map.error)}</span>
        ) : map.isPending ? (
          <span className="text-brand-950/65">Saving…</span>
        ) : done && value === "ignored" ? (
          <span className="text-brand-800">Saved: left out of stock and variance.</span>
        ) : done ? (
          <span className="text-brand-800">
            {done.depleted > 0
              ? `Saved: ${lines(done.depleted)} waiting under it taken from stock`
              : "Saved: remembered for this file and every later one"}
            {done.unmeasurable.length > 0
              ? `; ${done.unmeasurable.join(", ")} could not be measured through the recipes`
              : ""}
            .
          </span>
        ) : null}
      </p>
    </div>
  );
}

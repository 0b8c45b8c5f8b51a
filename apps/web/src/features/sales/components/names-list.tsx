import type { PosName } from "@larder/contracts";
import { NameMeaning, type MenuChoice } from "./name-meaning";

/**
 * POS names, each with what was sold under it and the choice of what it is on the menu: a list
 * rather than a table, so a phone shows the name, its figures and its choice one under the other.
 */
export function NamesList({
  workspaceId,
  label,
  names,
  remembered,
  menu,
  canMap,
}: {
  workspaceId: string;
  label: string;
  names: { name: string; detail: string }[];
  remembered: PosName[];
  menu: MenuChoice[];
  canMap: boolean;
}) {
  return (
    <ul aria-label={label} className="divide-y divide-brand-900/5">
      {names.map(({ name, detail }) => (
        <li
          key={name}
          className="grid grid-cols-1 gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_18rem] sm:items-start sm:gap-4"
        >
          <div className="min-w-0 sm:pt-7">
            <p className="break-words font-semibold text-brand-950">{name}</p>
            <p className="text-sm text-brand-950/70">{detail}</p>
          </div>
          <NameMeaning
            workspaceId={workspaceId}
            name={name}
            remembered={remembered}
            menu={menu}
            canMap={canMap}
          />
        </li>
      ))}
    </ul>
  );
}

import {
  ACCOUNTING_CATEGORIES,
  ACCOUNTING_CATEGORY_KEYS,
  ACCOUNTING_GROUPS,
  type AccountingGroup,
} from "@larder/contracts";

const GROUPS = Object.keys(ACCOUNTING_GROUPS) as AccountingGroup[];

/**
 * The accounting categories as options of a select, under their section of the books (food,
 * beverage, paper and packaging, operating expenses), the same list for invoice lines and
 * expenses (decision 0043).
 */
export function AccountCategoryOptions() {
  return (
    <>
      {GROUPS.map((group) => (
        <optgroup key={group} label={ACCOUNTING_GROUPS[group]}>
          {ACCOUNTING_CATEGORY_KEYS.filter((key) => ACCOUNTING_CATEGORIES[key].group === group).map(
            (key) => (
              <option key={key} value={key}>
                {ACCOUNTING_CATEGORIES[key].label}
              </option>
            ),
          )}
        </optgroup>
      ))}
    </>
  );
}

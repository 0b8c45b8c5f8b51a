import { Printer } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { DisclosureMenu, menuItemClasses } from "@/components/ui/disclosure-menu";
import { recipeCardUrl } from "@/features/recipes/api/method";

/**
 * "Print recipe card": the recipe as a PDF to print, opened in a new tab. Members who see costs
 * choose with or without them (a card on the wall usually goes without); the others get it
 * without, and the server would give them nothing else.
 */
export function PrintRecipeCard({
  workspaceId,
  recipeId,
  showCosts,
}: {
  workspaceId: string;
  recipeId: string;
  showCosts: boolean;
}) {
  const link = (costs: "with" | "without") => recipeCardUrl(workspaceId, recipeId, costs);
  const label = (
    <>
      <Printer aria-hidden="true" className="h-4 w-4" /> Print recipe card
    </>
  );
  if (!showCosts)
    return (
      <a
        href={link("without")}
        target="_blank"
        rel="noopener"
        className={buttonClasses("secondary")}
      >
        {label}
      </a>
    );
  return (
    <DisclosureMenu
      button={label}
      buttonClassName={buttonClasses("secondary")}
      panelWidth="w-56"
      align="end"
    >
      {(close) => (
        <ul>
          <li>
            <a
              href={link("without")}
              target="_blank"
              rel="noopener"
              onClick={close}
              className={menuItemClasses}
            >
              Without costs
            </a>
          </li>
          <li>
            <a
              href={link("with")}
              target="_blank"
              rel="noopener"
              onClick={close}
              className={menuItemClasses}
            >
              With costs
            </a>
          </li>
        </ul>
      )}
    </DisclosureMenu>
  );
}

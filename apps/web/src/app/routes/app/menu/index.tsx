import type { MenuItem, MenuOverview } from "@larder/contracts";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { BarChart3, Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation, type LoaderFunctionArgs } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { menuQuery } from "@/features/menu/api/menu";
import { MenuItems } from "@/features/menu/components/menu-items";
import { MenuSections } from "@/features/menu/components/menu-sections";
import { MenuSummary } from "@/features/menu/components/menu-summary";
import { CostingSettingsCard } from "@/features/recipes/components/costing-settings";
import { formatPercent } from "@/lib/format";
import { queryClient } from "@/lib/query-client";
import { useCan, useCurrentWorkspace } from "@/lib/session";
import { currentWorkspaceId } from "@/app/spa/loaders";
import { useMenuItemSheet } from "./menu-item-sheet";

export async function loader(args: LoaderFunctionArgs) {
  const workspaceId = await currentWorkspaceId(args);
  await queryClient.ensureQueryData(menuQuery(workspaceId));
  return null;
}

/** The menu's items by section, in the sections' order, then those in no section. */
function groupsOf(menu: MenuOverview) {
  const groups = menu.sections.map((section) => ({
    key: section.id,
    title: section.name,
    target: section.targetFoodCostPercent,
    items: menu.items.filter((item) => item.sectionId === section.id),
  }));
  const loose = menu.items.filter((item) => item.sectionId === null);
  if (loose.length > 0)
    groups.push({ key: "none", title: "Not in a section", target: null, items: loose });
  return groups.filter((group) => group.items.length > 0);
}

/**
 * `/app/menu`: what is sold and what each plate costs and earns: price and tax, cost, gross
 * margin and food cost % against its section's target (flagged when over), the menu's average;
 * adding and changing items (lines, modifiers), the sections and their targets, and how
 * recipes are costed.
 */
export function MenuPage() {
  const workspace = useCurrentWorkspace();
  const canEdit = useCan("recipes.edit");
  const showCosts = useCan("costs.view");
  const canSeeSales = useCan("sales.view");
  const { hash } = useLocation();
  const [showArchived, setShowArchived] = useState(false);
  const { data: current } = useSuspenseQuery(menuQuery(workspace.id));
  const { data: withArchived } = useQuery({
    ...menuQuery(workspace.id, "include"),
    enabled: showArchived,
  });
  const menu = showArchived && withArchived ? withArchived : current;
  const sheet = useMenuItemSheet(current);
  const groups = groupsOf(menu);

  // "Costed at …" on a recipe links here: bring the costing settings into view.
  useEffect(() => {
    if (hash === "#costing") document.getElementById("costing")?.scrollIntoView();
  }, [hash]);

  return (
    <>
      <PageHeader
        title="Menu"
        description={
          showCosts
            ? "What each plate costs and earns at today's prices, against its target food cost."
            : "What is on the menu, at what price."
        }
        actions={
          <>
            {canSeeSales ? (
              <Link to="/app/menu/engineering" className={buttonClasses("secondary")}>
                <BarChart3 aria-hidden="true" className="h-4 w-4" /> Menu engineering
              </Link>
            ) : null}
            {canEdit ? (
              <Button onClick={() => sheet.add(null)}>
                <Plus aria-hidden="true" className="h-4 w-4" /> Add menu item
              </Button>
            ) : null}
          </>
        }
      />
      <Notice tone="success" className="mb-4">
        {sheet.message}
      </Notice>
      {showCosts ? (
        <div className="mb-6">
          <MenuSummary menu={current} />
        </div>
      ) : null}

      <div className="space-y-6">
        <label className="flex min-h-10 w-fit items-center gap-2 text-sm font-semibold text-brand-950">
          <input
            type="checkbox"
            checked={showArchived}
            onChange={(event) => setShowArchived(event.target.checked)}
            className="h-5 w-5 accent-brand-700"
          />
          Show items taken off the menu
        </label>
        {groups.length === 0 ? (
          <Card>
            <p className="py-6 text-center text-sm text-brand-950/70">
              Nothing on the menu yet.
              {canEdit ? " Add a dish: its cost comes from its recipes, live." : ""}
            </p>
          </Card>
        ) : null}
        {groups.map((group) => (
          <Card
            key={group.key}
            title={group.title}
            description={
              showCosts
                ? `Target food cost ${formatPercent(group.target ?? menu.targetFoodCostPercent)}${group.target === null ? " (the workspace's)" : ""}`
                : undefined
            }
            headingLevel={2}
            actions={
              canEdit && group.key !== "none" ? (
                <Button variant="ghost" onClick={() => sheet.add(group.key)}>
                  <Plus aria-hidden="true" className="h-4 w-4" /> Add to {group.title}
                </Button>
              ) : null
            }
          >
            <MenuItems
              items={group.items}
              showCosts={showCosts}
              caption={group.title}
              onEdit={canEdit ? (item: MenuItem) => sheet.edit(item) : undefined}
            />
          </Card>
        ))}

        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          <MenuSections
            workspaceId={workspace.id}
            sections={current.sections}
            workspaceTarget={current.targetFoodCostPercent}
            canEdit={canEdit}
          />
          {showCosts ? (
            <div id="costing" className="scroll-mt-4">
              <CostingSettingsCard workspaceId={workspace.id} canEdit={canEdit} />
            </div>
          ) : null}
        </div>
      </div>
      {sheet.element}
    </>
  );
}

import { useQuery } from "@tanstack/react-query";
import { BarChart3, Scale } from "lucide-react";
import { Link, type LoaderFunctionArgs } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { menuQuery } from "@/features/menu/api/menu";
import { posNamesQuery, salesImportsQuery } from "@/features/sales/api/sales";
import { NamesList } from "@/features/sales/components/names-list";
import { PosHelp } from "@/features/sales/components/pos-help";
import { RecentImports } from "@/features/sales/components/recent-imports";
import { SalesImportFlow } from "@/features/sales/components/sales-import-flow";
import { lines, usualSalesLocation } from "@/features/sales/review";
import { queryClient } from "@/lib/query-client";
import { locationsQuery, useScope } from "@/lib/scope";
import { useCan } from "@/lib/session";
import { useFilterParams } from "@/lib/use-filter-params";
import { firstLocation } from "@/lib/workspace-day";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";
import { SaleLinesCard } from "./sale-lines-card";

export async function loader(args: LoaderFunctionArgs) {
  if (!(await memberCan(args, "sales.view"))) return null;
  const workspaceId = await currentWorkspaceId(args);
  await Promise.all([
    queryClient.ensureQueryData(locationsQuery(workspaceId)),
    queryClient.ensureQueryData(salesImportsQuery(workspaceId)),
  ]);
  return null;
}

/**
 * `/app/sales`: what the POS sold. A POS export is uploaded for a location, read, reviewed (POS,
 * days, new lines and those imported before, names to map, columns when they need choosing) and
 * posted, each plate's ingredients then leaving stock through its recipes; below, the recent
 * imports, the POS names still to map, and the sale lines with their totals.
 */
export function SalesPage() {
  const { workspace, locations, locationId } = useScope();
  const canImport = useCan("sales.import");
  const showMoney = useCan("costs.view");
  const [params, update] = useFilterParams({ resetOffset: true });
  const importId = params.get("import");
  const { data: menu } = useQuery(menuQuery(workspace.id));
  const { data: remembered = [] } = useQuery(posNamesQuery(workspace.id, "all"));
  const { data: waiting = [] } = useQuery(posNamesQuery(workspace.id, "unmapped"));
  const { data: imports = [] } = useQuery(salesImportsQuery(workspace.id));
  const choices = (menu?.items ?? [])
    .filter((item) => !item.archived)
    .map(({ id, name, sectionName }) => ({ id, name, sectionName }));
  const open = (id: string | null) => {
    update({ import: id });
    if (id) document.getElementById("sales-import")?.scrollIntoView({ block: "start" });
  };

  return (
    <>
      <PageHeader
        title="Sales"
        description="What your POS sold. Each plate's ingredients leave stock through its recipes."
        actions={
          <>
            <Link to="/app/reports/variance" className={buttonClasses("secondary")}>
              <Scale aria-hidden="true" className="h-4 w-4" /> Variance
            </Link>
            <Link to="/app/menu/engineering" className={buttonClasses("secondary")}>
              <BarChart3 aria-hidden="true" className="h-4 w-4" /> Menu engineering
            </Link>
          </>
        }
      />
      <div className="space-y-6">
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
          {canImport ? (
            <div id="sales-import" className="min-w-0 scroll-mt-4">
              <Card title="Import a POS export" headingLevel={2}>
                <SalesImportFlow
                  workspaceId={workspace.id}
                  importId={importId}
                  locations={locations}
                  defaultLocationId={
                    locationId ?? usualSalesLocation(imports) ?? firstLocation(locations)?.id ?? ""
                  }
                  remembered={remembered}
                  menu={choices}
                  showMoney={showMoney}
                  onOpen={open}
                />
              </Card>
            </div>
          ) : null}
          <Card title="Where to find the export" headingLevel={2}>
            <PosHelp workspaceId={workspace.id} />
          </Card>
        </div>

        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
          <Card title="Recent imports" headingLevel={2} className="min-w-0">
            <RecentImports imports={imports} showMoney={showMoney} onOpen={open} />
          </Card>
          <Card
            title="POS names to map"
            description="Names sold that no menu item answers to: their lines wait to leave stock."
            headingLevel={2}
            className="min-w-0"
          >
            {waiting.length === 0 ? (
              <p className="py-4 text-sm text-brand-950/70">
                Every name your POS sold under answers to a menu item, or is marked not food.
              </p>
            ) : (
              <NamesList
                workspaceId={workspace.id}
                label="POS names to map"
                names={waiting.map((name) => ({
                  name: name.name,
                  detail: `${lines(name.waiting)} waiting`,
                }))}
                remembered={remembered}
                menu={choices}
                canMap={canImport}
              />
            )}
          </Card>
        </div>

        <SaleLinesCard
          workspaceId={workspace.id}
          locations={locations}
          params={params}
          update={update}
          scopeLocationId={locationId}
          showMoney={showMoney}
        />
      </div>
    </>
  );
}

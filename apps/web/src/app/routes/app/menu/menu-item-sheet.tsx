// The sheet that adds or changes a menu item, its lines found among items and recipes.
import type { MenuItem, MenuOverview } from "@larder/contracts";
import { usualTax } from "@larder/domain";
import { Archive, ArchiveRestore } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { Sheet } from "@/components/ui/sheet";
import { useCreateMenuItem, useUpdateMenuItem } from "@/features/menu/api/menu";
import { draftOfMenuItem } from "@/features/menu/components/menu-draft";
import { MenuItemEditor } from "@/features/menu/components/menu-item-editor";
import { errorMessage } from "@/lib/forms";
import { useCurrentWorkspace } from "@/lib/session";
import { IngredientPicker } from "@/app/routes/app/recipes/ingredient-picker";

type Opened = { item: MenuItem | null; sectionId: string | null; round: number };

/**
 * `add(sectionId)` opens an empty menu item (in that section, with the tax most of its plates,
 * or the menu's, have), `edit(item)` a saved one; what was saved is announced in `message`. A
 * saved item can also be taken off the menu (archived) or put back. `menu` is what is on it.
 */
export function useMenuItemSheet(menu: Pick<MenuOverview, "sections" | "items">) {
  const sections = menu.sections;
  const workspace = useCurrentWorkspace();
  const create = useCreateMenuItem(workspace.id);
  const update = useUpdateMenuItem(workspace.id);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState<Opened>({ item: null, sectionId: null, round: 0 });
  const [message, setMessage] = useState<string | null>(null);
  const item = opened.item;
  const saving = item ? update : create;
  const archiving = Boolean(item) && update.variables?.changes.archived !== undefined;

  const show = (next: Omit<Opened, "round">) => {
    create.reset();
    update.reset();
    setMessage(null);
    setOpened((current) => ({ ...next, round: current.round + 1 }));
    setOpen(true);
  };
  const done = (text: string) => {
    setOpen(false);
    setMessage(text);
  };

  const element: ReactNode = (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      title={item ? `Edit ${item.name}` : "Add a menu item"}
      description="Its cost comes from the recipes and items on the plate, at today's prices."
      wide
    >
      <MenuItemEditor
        key={opened.round}
        initial={draftOfMenuItem(
          item,
          opened.sectionId ?? "",
          usualTax(menu.items, opened.sectionId),
        )}
        sections={sections}
        picker={(onPick, label) => (
          <IngredientPicker workspaceId={workspace.id} label={label} onPick={onPick} />
        )}
        submitLabel={item ? "Save changes" : "Add to the menu"}
        busy={saving.isPending && !archiving}
        error={archiving ? null : saving.error}
        onCancel={() => setOpen(false)}
        onSubmit={(input) =>
          item
            ? update.mutate(
                { id: item.id, changes: input },
                { onSuccess: (saved) => done(`Saved ${saved.name}.`) },
              )
            : create.mutate(input, { onSuccess: (saved) => done(`${saved.name} is on the menu.`) })
        }
      />
      {item ? (
        <div className="mt-6 border-t border-brand-900/10 pt-4">
          <Button
            variant={item.archived ? "secondary" : "danger"}
            busy={update.isPending && archiving}
            onClick={() =>
              update.mutate(
                { id: item.id, changes: { archived: !item.archived } },
                {
                  onSuccess: () =>
                    done(
                      item.archived
                        ? `${item.name} is back on the menu.`
                        : `${item.name} is off the menu.`,
                    ),
                },
              )
            }
          >
            {item.archived ? (
              <>
                <ArchiveRestore aria-hidden="true" className="h-4 w-4" /> Put back on the menu
              </>
            ) : (
              <>
                <Archive aria-hidden="true" className="h-4 w-4" /> Take off the menu
              </>
            )}
          </Button>
          <Notice tone="error" className="mt-2">
            {update.error && archiving ? errorMessage(update.error) : null}
          </Notice>
        </div>
      ) : null}
    </Sheet>
  );

  return {
    element,
    message,
    add: (sectionId: string | null) => show({ item: null, sectionId }),
    edit: (menuItem: MenuItem) => show({ item: menuItem, sectionId: menuItem.sectionId }),
  };
}

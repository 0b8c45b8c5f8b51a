import type { Category, Item, Location } from "@larder/contracts";
import { Sheet } from "@/components/ui/sheet";
import { ItemForm } from "@/features/items/components/item-form";

/**
 * The item form in a sheet. Loaded only when someone adds or edits an item: it brings the form's
 * checks and the dialog with it.
 */
export default function ItemEditorSheet({
  open,
  onOpenChange,
  workspaceId,
  item,
  editing,
  categories,
  locations,
  defaultLocationId,
  showCosts,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workspaceId: string;
  item: Item | undefined;
  editing: boolean;
  categories: Category[];
  locations: Location[];
  defaultLocationId: string | null;
  showCosts: boolean;
  onSaved: (item: Item) => void;
}) {
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? `Edit ${item?.name ?? "item"}` : "Add an item"}
      description={
        editing
          ? "Changes apply at once; stock already recorded keeps its quantities."
          : "An ingredient or supply, how it is bought and counted, and where it is kept."
      }
      wide
    >
      {editing && !item ? (
        <p className="py-6 text-center text-sm text-brand-950/70">Loading the item…</p>
      ) : (
        <ItemForm
          key={item?.id ?? "new"}
          workspaceId={workspaceId}
          item={editing ? item : undefined}
          categories={categories}
          locations={locations}
          defaultLocationId={defaultLocationId}
          showCosts={showCosts}
          onSaved={onSaved}
        />
      )}
    </Sheet>
  );
}

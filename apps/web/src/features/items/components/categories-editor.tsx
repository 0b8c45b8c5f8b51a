import type { Category } from "@larder/contracts";
import { categoryInputSchema } from "@larder/contracts";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { RenameRow } from "@/components/ui/rename-row";
import { checkForm, errorMessage } from "@/lib/forms";
import {
  useCreateCategory,
  useDeleteCategory,
  useMoveCategory,
  useRenameCategory,
} from "@/features/items/api/items";

function CategoryRow({
  workspaceId,
  category,
  categories,
  index,
  canEdit,
}: {
  workspaceId: string;
  category: Category;
  categories: Category[];
  index: number;
  canEdit: boolean;
}) {
  const rename = useRenameCategory(workspaceId);
  const move = useMoveCategory(workspaceId);
  const remove = useDeleteCategory(workspaceId);
  const count = `${category.itemCount} item${category.itemCount === 1 ? "" : "s"}`;
  return (
    <RenameRow
      name={category.name}
      detail={count}
      editable={canEdit}
      first={index === 0}
      last={index === categories.length - 1}
      onMove={(by) => move.mutate({ categories, index, by })}
      moving={move.isPending}
      onRename={(name, done) =>
        rename.mutate({ categoryId: category.id, name }, { onSuccess: done })
      }
      renaming={rename.isPending}
      error={rename.error ?? move.error}
      actions={
        <ConfirmDialog
          trigger={
            <Button variant="secondary" aria-label={`Delete ${category.name}`}>
              Delete
            </Button>
          }
          title={`Delete ${category.name}?`}
          description={
            category.itemCount > 0
              ? `${category.name} still holds ${count}. Move them to another category first.`
              : "No item is in it. It disappears from the list and the filters."
          }
          confirmLabel="Delete"
          onConfirm={() => remove.mutateAsync(category.id)}
        />
      }
    />
  );
}

/** The workspace's item categories: add, rename, put in order, delete empty ones. */
export function CategoriesEditor({
  workspaceId,
  categories,
  canEdit,
}: {
  workspaceId: string;
  categories: Category[];
  canEdit: boolean;
}) {
  const create = useCreateCategory(workspaceId);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkForm(categoryInputSchema, { name });
    if (!checked.ok) return setError(checked.errors.name);
    setError(undefined);
    create.mutate(checked.data.name, { onSuccess: () => setName("") });
  };

  return (
    <div className="space-y-6">
      {canEdit ? (
        <Card title="Add a category" description="Lists and filters follow this order.">
          <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-2">
            <TextField
              label="Category name"
              placeholder="Seafood"
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={error}
              className="min-w-0 flex-1"
            />
            <Button type="submit" busy={create.isPending}>
              Add category
            </Button>
          </form>
          <Notice tone="error" className="mt-3">
            {create.isError ? errorMessage(create.error) : null}
          </Notice>
        </Card>
      ) : null}
      <Card title="Categories">
        {categories.length === 0 ? (
          <p className="text-sm text-brand-950/70">No categories yet.</p>
        ) : (
          <ul className="divide-y divide-brand-900/5">
            {categories.map((category, index) => (
              <CategoryRow
                key={category.id}
                workspaceId={workspaceId}
                category={category}
                categories={categories}
                index={index}
                canEdit={canEdit}
              />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

import type { Category } from "@larder/contracts";
import { categoryInputSchema } from "@larder/contracts";
import { ArrowDown, ArrowUp } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { inputClasses, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { checkForm, errorMessage } from "@/lib/forms";
import {
  useCreateCategory,
  useDeleteCategory,
  useMoveCategory,
  useRenameCategory,
} from "@/features/items/api/items";

const iconButton =
  "inline-flex h-11 w-11 items-center justify-center rounded-xl border border-brand-900/15 bg-white text-brand-900 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40 sm:h-10 sm:w-10";

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
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(category.name);
  const rename = useRenameCategory(workspaceId);
  const move = useMoveCategory(workspaceId);
  const remove = useDeleteCategory(workspaceId);
  const count = `${category.itemCount} item${category.itemCount === 1 ? "" : "s"}`;

  return (
    <li className="py-2.5">
      {renaming ? (
        <form
          className="flex flex-wrap items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            rename.mutate(
              { categoryId: category.id, name },
              { onSuccess: () => setRenaming(false) },
            );
          }}
        >
          <input
            aria-label={`New name for ${category.name}`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            className={`${inputClasses(false)} w-auto flex-1`}
            autoFocus
          />
          <Button type="submit" busy={rename.isPending}>
            Save
          </Button>
          <Button variant="secondary" onClick={() => setRenaming(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 basis-full sm:flex-1 sm:basis-auto">
            <span className="font-medium text-brand-950">{category.name}</span>
            <span className="ml-2 text-sm text-brand-950/65">{count}</span>
          </span>
          {canEdit ? (
            <div className="flex gap-2">
              <button
                type="button"
                className={iconButton}
                disabled={index === 0 || move.isPending}
                onClick={() => move.mutate({ categories, index, by: -1 })}
                aria-label={`Move ${category.name} up`}
              >
                <ArrowUp aria-hidden="true" className="h-4 w-4" />
              </button>
              <button
                type="button"
                className={iconButton}
                disabled={index === categories.length - 1 || move.isPending}
                onClick={() => move.mutate({ categories, index, by: 1 })}
                aria-label={`Move ${category.name} down`}
              >
                <ArrowDown aria-hidden="true" className="h-4 w-4" />
              </button>
              <Button
                variant="secondary"
                aria-label={`Rename ${category.name}`}
                onClick={() => {
                  setName(category.name);
                  setRenaming(true);
                }}
              >
                Rename
              </Button>
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
            </div>
          ) : null}
        </div>
      )}
      <Notice tone="error" className="mt-2">
        {rename.isError
          ? errorMessage(rename.error)
          : move.isError
            ? errorMessage(move.error)
            : null}
      </Notice>
    </li>
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

import { menuSectionInputSchema, type MenuSection } from "@larder/contracts";
import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { formatPercent } from "@/lib/format";
import { checkForm, errorMessage, serverFieldErrors, type FieldErrors } from "@/lib/forms";
import {
  useCreateSection,
  useDeleteSection,
  useMoveSection,
  useUpdateSection,
} from "@/features/menu/api/menu";

const iconButton =
  "inline-flex h-11 w-11 items-center justify-center rounded-xl border border-brand-900/15 bg-white text-brand-900 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40 sm:h-10 sm:w-10";

/** A section's name and target as typed, checked by the contract's schema. */
function SectionForm({
  initial,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  initial: { name: string; target: string };
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (input: { name: string; targetFoodCostPercent: string | null }) => void;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(initial.name);
  const [target, setTarget] = useState(initial.target);
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...serverFieldErrors(error), ...errors };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(menuSectionInputSchema, {
      name,
      targetFoodCostPercent: target.trim() === "" ? null : target.trim(),
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    onSubmit(checked.data);
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <div className="flex flex-wrap items-start gap-3">
        <TextField
          label="Section name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={shown.name}
          autoComplete="off"
          className="min-w-0 flex-1 basis-40"
        />
        <TextField
          label="Target food cost (%)"
          inputMode="decimal"
          value={target}
          placeholder="Workspace's"
          onChange={(event) => setTarget(event.target.value)}
          error={shown.targetFoodCostPercent}
          className="w-44"
        />
      </div>
      <Notice tone="error">{error ? errorMessage(error) : null}</Notice>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * The menu's sections in their order, each with its target food cost % (or the workspace's)
 * and how many items it holds; members who edit the menu add, rename, re-target, move and
 * remove them (their items stay on the menu).
 */
export function MenuSections({
  workspaceId,
  sections,
  workspaceTarget,
  canEdit,
}: {
  workspaceId: string;
  sections: MenuSection[];
  workspaceTarget: string;
  canEdit: boolean;
}) {
  const create = useCreateSection(workspaceId);
  const update = useUpdateSection(workspaceId);
  const move = useMoveSection(workspaceId);
  const remove = useDeleteSection(workspaceId);
  const [editing, setEditing] = useState<string | null>(null);
  const [added, setAdded] = useState(0);

  return (
    <Card
      title="Sections"
      description={`Each section's target food cost; without one, the workspace's ${formatPercent(workspaceTarget)}.`}
      headingLevel={2}
    >
      {sections.length === 0 ? (
        <p className="text-sm text-brand-950/70">No sections yet.</p>
      ) : (
        <ul className="divide-y divide-brand-900/5">
          {sections.map((section, index) => (
            <li key={section.id} className="py-2.5">
              {editing === section.id ? (
                <SectionForm
                  initial={{ name: section.name, target: section.targetFoodCostPercent ?? "" }}
                  submitLabel="Save"
                  busy={update.isPending}
                  error={update.error}
                  onCancel={() => setEditing(null)}
                  onSubmit={(changes) =>
                    update.mutate(
                      { id: section.id, changes },
                      { onSuccess: () => setEditing(null) },
                    )
                  }
                />
              ) : (
                <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                  <span className="min-w-0 flex-1 wrap-anywhere">
                    <span className="font-medium text-brand-950">{section.name}</span>
                    <span className="block text-sm text-brand-950/65">
                      Target{" "}
                      {section.targetFoodCostPercent === null
                        ? `${formatPercent(workspaceTarget)} (the workspace's)`
                        : formatPercent(section.targetFoodCostPercent)}{" "}
                      · {section.itemCount} item{section.itemCount === 1 ? "" : "s"}
                    </span>
                  </span>
                  {canEdit ? (
                    <div className="flex shrink-0 gap-2">
                      <button
                        type="button"
                        className={iconButton}
                        disabled={index === 0 || move.isPending}
                        onClick={() => move.mutate({ sections, index, by: -1 })}
                        aria-label={`Move ${section.name} up`}
                      >
                        <ArrowUp aria-hidden="true" className="h-4 w-4" />
                      </button>
                      <button
                        type="button"
                        className={iconButton}
                        disabled={index === sections.length - 1 || move.isPending}
                        onClick={() => move.mutate({ sections, index, by: 1 })}
                        aria-label={`Move ${section.name} down`}
                      >
                        <ArrowDown aria-hidden="true" className="h-4 w-4" />
                      </button>
                      <Button
                        variant="secondary"
                        onClick={() => {
                          update.reset();
                          setEditing(section.id);
                        }}
                      >
                        Edit<span className="sr-only"> {section.name}</span>
                      </Button>
                      <ConfirmDialog
                        trigger={
                          <button
                            type="button"
                            className={`${iconButton} text-tomato`}
                            aria-label={`Remove ${section.name}`}
                          >
                            <Trash2 aria-hidden="true" className="h-4 w-4" />
                          </button>
                        }
                        title={`Remove ${section.name}?`}
                        description="Its items stay on the menu, in no section."
                        confirmLabel="Remove section"
                        onConfirm={() => remove.mutateAsync(section.id)}
                      />
                    </div>
                  ) : null}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Notice tone="error" className="mt-2">
        {move.error ? errorMessage(move.error) : null}
      </Notice>
      {canEdit ? (
        <div className="mt-4 border-t border-brand-900/10 pt-4">
          <h3 className="mb-3 text-base font-bold text-brand-950">Add a section</h3>
          <SectionForm
            key={added}
            initial={{ name: "", target: "" }}
            submitLabel="Add section"
            busy={create.isPending}
            error={create.error}
            onSubmit={(input) =>
              create.mutate(input, { onSuccess: () => setAdded((count) => count + 1) })
            }
          />
        </div>
      ) : null}
    </Card>
  );
}

import { ArrowDown, ArrowUp } from "lucide-react";
import { useState, type ReactNode } from "react";
import { errorMessage } from "@/lib/forms";
import { Button } from "./button";
import { inputClasses } from "./field";
import { Notice } from "./notice";

const iconButton =
  "inline-flex h-11 w-11 items-center justify-center rounded-xl border border-brand-900/15 bg-white text-brand-900 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40 sm:h-10 sm:w-10";

/**
 * One named thing in a list the team puts in order (categories, storage areas): its name, moved
 * up or down, renamed in place (the name becomes a field with Save and Cancel), and `actions` of
 * its own (delete, archive). Without `editable` it only shows the name.
 */
export function RenameRow({
  name,
  detail,
  editable = true,
  first,
  last,
  onMove,
  moving,
  onRename,
  renaming,
  actions,
  error,
}: {
  name: string;
  /** Shown after the name, such as how many items it holds. */
  detail?: ReactNode;
  editable?: boolean;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  moving: boolean;
  /** Saves the new name; `done` puts the row back as it was. */
  onRename: (name: string, done: () => void) => void;
  renaming: boolean;
  actions?: ReactNode;
  /** What went wrong with the last rename or move. */
  error: unknown;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  return (
    <li className="py-2.5">
      {editing ? (
        <form
          className="flex flex-wrap items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            onRename(draft, () => setEditing(false));
          }}
        >
          <input
            aria-label={`New name for ${name}`}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className={`${inputClasses(false)} w-auto flex-1`}
            autoFocus
          />
          <Button type="submit" busy={renaming}>
            Save
          </Button>
          <Button variant="secondary" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 basis-full wrap-anywhere sm:flex-1 sm:basis-auto">
            <span className="font-medium text-brand-950">{name}</span>
            {detail ? <span className="ml-2 text-sm text-brand-950/65">{detail}</span> : null}
          </span>
          {editable ? (
            <div className="flex gap-2">
              <button
                type="button"
                className={iconButton}
                disabled={first || moving}
                onClick={() => onMove(-1)}
                aria-label={`Move ${name} up`}
              >
                <ArrowUp aria-hidden="true" className="h-4 w-4" />
              </button>
              <button
                type="button"
                className={iconButton}
                disabled={last || moving}
                onClick={() => onMove(1)}
                aria-label={`Move ${name} down`}
              >
                <ArrowDown aria-hidden="true" className="h-4 w-4" />
              </button>
              <Button
                variant="secondary"
                aria-label={`Rename ${name}`}
                onClick={() => {
                  setDraft(name);
                  setEditing(true);
                }}
              >
                Rename
              </Button>
              {actions}
            </div>
          ) : null}
        </div>
      )}
      <Notice tone="error" className="mt-2">
        {error ? errorMessage(error) : null}
      </Notice>
    </li>
  );
}

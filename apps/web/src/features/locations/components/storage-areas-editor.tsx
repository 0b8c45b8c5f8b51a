import type { Location, StorageArea } from "@larder/contracts";
import { storageAreaInputSchema } from "@larder/contracts";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { RenameRow } from "@/components/ui/rename-row";
import { checkForm, errorMessage } from "@/lib/forms";
import {
  useAddStorageArea,
  useMoveStorageArea,
  useUpdateStorageArea,
} from "@/features/locations/api/locations";

function AreaRow({
  area,
  index,
  areas,
  workspaceId,
}: {
  area: StorageArea;
  index: number;
  areas: StorageArea[];
  workspaceId: string;
}) {
  const update = useUpdateStorageArea(workspaceId);
  const move = useMoveStorageArea(workspaceId);
  return (
    <RenameRow
      name={area.name}
      first={index === 0}
      last={index === areas.length - 1}
      onMove={(by) => move.mutate({ areas, index, by })}
      moving={move.isPending}
      onRename={(name, done) =>
        update.mutate({ storageAreaId: area.id, changes: { name } }, { onSuccess: done })
      }
      renaming={update.isPending}
      error={update.error ?? move.error}
      actions={
        <Button
          variant="secondary"
          busy={update.isPending}
          onClick={() => update.mutate({ storageAreaId: area.id, changes: { archived: true } })}
          aria-label={`Archive ${area.name}`}
        >
          Archive
        </Button>
      }
    />
  );
}

/** A location's storage areas: add, rename, put in counting order, archive and restore. */
export function StorageAreasEditor({
  location,
  workspaceId,
}: {
  location: Location;
  workspaceId: string;
}) {
  const active = location.storageAreas.filter((area) => !area.archived);
  const archived = location.storageAreas.filter((area) => area.archived);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>();
  const add = useAddStorageArea(workspaceId);
  const restore = useUpdateStorageArea(workspaceId);

  const onAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkForm(storageAreaInputSchema, { name });
    if (!checked.ok) return setError(checked.errors.name);
    setError(undefined);
    add.mutate(
      { locationId: location.id, name: checked.data.name },
      { onSuccess: () => setName("") },
    );
  };

  return (
    <div>
      <h4 className="text-sm font-bold text-brand-950">Storage areas</h4>
      <p className="text-sm text-brand-950/70">In the order your team walks them when counting.</p>
      {active.length === 0 ? (
        <p className="mt-2 text-sm text-brand-950/70">No storage areas yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-brand-900/10">
          {active.map((area, index) => (
            <AreaRow
              key={area.id}
              area={area}
              index={index}
              areas={active}
              workspaceId={workspaceId}
            />
          ))}
        </ul>
      )}
      <form
        noValidate
        onSubmit={onAdd}
        className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-start"
      >
        <TextField
          label={`New storage area at ${location.name}`}
          name="storageArea"
          placeholder="Walk-in freezer"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error}
          className="sm:flex-1"
        />
        <Button type="submit" variant="secondary" busy={add.isPending} className="sm:mt-7">
          Add area
        </Button>
      </form>
      <Notice tone="error" className="mt-2">
        {add.isError ? errorMessage(add.error) : null}
      </Notice>
      {archived.length > 0 ? (
        <div className="mt-4">
          <h5 className="text-xs font-semibold uppercase tracking-wide text-brand-950/65">
            Archived areas
          </h5>
          <ul className="mt-1 divide-y divide-brand-900/10">
            {archived.map((area) => (
              <li key={area.id} className="flex items-center justify-between gap-2 py-2">
                <span className="text-sm text-brand-950/70">{area.name}</span>
                <Button
                  variant="ghost"
                  onClick={() =>
                    restore.mutate({ storageAreaId: area.id, changes: { archived: false } })
                  }
                  aria-label={`Restore ${area.name}`}
                >
                  Restore
                </Button>
              </li>
            ))}
          </ul>
          <Notice tone="error" className="mt-2">
            {restore.isError ? errorMessage(restore.error) : null}
          </Notice>
        </div>
      ) : null}
    </div>
  );
}

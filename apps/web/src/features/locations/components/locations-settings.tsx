import type { Location } from "@larder/contracts";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Badge, Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Notice } from "@/components/ui/notice";
import { errorMessage } from "@/lib/forms";
import { browserTimeZone } from "@/lib/places";
import { useCreateLocation, useUpdateLocation } from "@/features/locations/api/locations";
import { locationsQuery } from "@/lib/scope";
import { LocationForm } from "./location-form";
import { HolidayRegionEditor } from "./holiday-region-editor";
import { OpeningDaysEditor } from "./opening-days-editor";
import { StorageAreasEditor } from "./storage-areas-editor";

function LocationCard({
  location,
  workspaceId,
  canManage,
}: {
  location: Location;
  workspaceId: string;
  canManage: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateLocation(workspaceId);
  const details = [
    location.address || "No address",
    location.timeZone.replaceAll("_", " "),
    location.currency,
  ].join(" · ");

  return (
    <Card
      title={
        <span className="flex flex-wrap items-center gap-2">
          <span className="break-words">{location.name}</span>
          {location.archived ? <Badge tone="warning">Archived</Badge> : null}
        </span>
      }
      description={details}
      actions={
        canManage && !editing ? (
          location.archived ? (
            <Button
              variant="secondary"
              busy={update.isPending}
              onClick={() =>
                update.mutate({ locationId: location.id, changes: { archived: false } })
              }
              aria-label={`Restore ${location.name}`}
            >
              Restore
            </Button>
          ) : (
            <>
              <Button
                variant="secondary"
                onClick={() => {
                  update.reset();
                  setEditing(true);
                }}
                aria-label={`Edit ${location.name}`}
              >
                Edit
              </Button>
              <ConfirmDialog
                trigger={
                  <Button variant="secondary" aria-label={`Archive ${location.name}`}>
                    Archive
                  </Button>
                }
                title={`Archive ${location.name}?`}
                description="It disappears from the location switcher and from new counts and orders. Its history stays, and you can restore it at any time."
                confirmLabel="Archive location"
                onConfirm={() =>
                  update.mutateAsync({ locationId: location.id, changes: { archived: true } })
                }
              />
            </>
          )
        ) : null
      }
    >
      {editing ? (
        <LocationForm
          initial={{
            name: location.name,
            address: location.address,
            timeZone: location.timeZone,
            currency: location.currency,
          }}
          submitLabel="Save location"
          busy={update.isPending}
          error={update.error}
          onSubmit={(values) =>
            update.mutate(
              { locationId: location.id, changes: values },
              { onSuccess: () => setEditing(false) },
            )
          }
          onCancel={() => setEditing(false)}
        />
      ) : null}
      {!editing && update.isError ? (
        <Notice tone="error" className="mb-4">
          {errorMessage(update.error)}
        </Notice>
      ) : null}
      {!editing && !location.archived ? (
        canManage ? (
          <StorageAreasEditor location={location} workspaceId={workspaceId} />
        ) : (
          <p className="text-sm text-brand-950/75">
            <span className="font-semibold text-brand-950">Storage areas: </span>
            {location.storageAreas
              .filter((area) => !area.archived)
              .map((area) => area.name)
              .join(", ") || "none yet"}
          </p>
        )
      ) : null}
      {!editing && !location.archived ? (
        <>
          <OpeningDaysEditor location={location} workspaceId={workspaceId} canManage={canManage} />
          <HolidayRegionEditor
            location={location}
            workspaceId={workspaceId}
            canManage={canManage}
          />
        </>
      ) : null}
    </Card>
  );
}

function AddLocation({ workspaceId }: { workspaceId: string }) {
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const create = useCreateLocation(workspaceId);
  return (
    <Card
      title="Add a location"
      description="Another restaurant, bar or commissary. It starts with the usual storage areas."
    >
      <Notice tone="success" className="mb-4">
        {added}
      </Notice>
      {open ? (
        <LocationForm
          initial={{ name: "", address: "", timeZone: browserTimeZone(), currency: "USD" }}
          submitLabel="Add location"
          busy={create.isPending}
          error={create.error}
          onSubmit={(values) =>
            create.mutate(values, {
              onSuccess: () => {
                setAdded(`${values.name} is added.`);
                setOpen(false);
              },
            })
          }
          onCancel={() => setOpen(false)}
        />
      ) : (
        <Button
          onClick={() => {
            create.reset();
            setAdded(null);
            setOpen(true);
          }}
        >
          Add location
        </Button>
      )}
    </Card>
  );
}

/** Settings → Locations: every location and its storage areas, editable for managers. */
export function LocationsSettings({
  workspaceId,
  canManage,
}: {
  workspaceId: string;
  canManage: boolean;
}) {
  const { data: locations } = useSuspenseQuery(
    locationsQuery(workspaceId, canManage ? "include" : "exclude"),
  );
  return (
    <div className="space-y-6">
      {canManage ? <AddLocation workspaceId={workspaceId} /> : null}
      <section aria-label="Locations" className="space-y-4">
        {locations.map((location) => (
          <LocationCard
            key={location.id}
            location={location}
            workspaceId={workspaceId}
            canManage={canManage}
          />
        ))}
      </section>
    </div>
  );
}

import type { Location } from "@larder/contracts";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { errorMessage, serverFieldErrors } from "@/lib/forms";
import { useHolidayRegion } from "@/features/locations/api/locations";

/** Regions people pick most, offered as they type; any country or region code is accepted. */
const COMMON_REGIONS = [
  ["US", "United States"],
  ["US-NY", "New York"],
  ["US-CA", "California"],
  ["US-IL", "Illinois"],
  ["US-TX", "Texas"],
  ["CA-ON", "Ontario"],
  ["GB-ENG", "England"],
  ["GB-SCT", "Scotland"],
  ["IE", "Ireland"],
  ["FR", "France"],
  ["DE-BY", "Bavaria"],
  ["DE-BE", "Berlin"],
  ["ES-MD", "Madrid"],
  ["IT", "Italy"],
  ["NL", "Netherlands"],
  ["AU-NSW", "New South Wales"],
] as const;

/**
 * The country or region whose public holidays a location keeps (decision 0029): the planning
 * calendar shows them, and forecasts learn how each one moves use.
 */
export function HolidayRegionEditor({
  location,
  workspaceId,
  canManage,
}: {
  location: Location;
  workspaceId: string;
  canManage: boolean;
}) {
  const save = useHolidayRegion(workspaceId);
  const [region, setRegion] = useState(location.holidayRegion ?? "");
  const listId = `regions-${location.id}`;
  const changed = region.trim().toUpperCase() !== (location.holidayRegion ?? "");
  return (
    <form
      className="mt-5 border-t border-brand-900/10 pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ locationId: location.id, region: region.trim() || null });
      }}
    >
      <div className="grid gap-3 sm:grid-cols-[16rem_auto] sm:items-end">
        <TextField
          label="Public holidays of"
          hint="A country (US, FR) or region (US-NY, GB-ENG, DE-BY); empty for none."
          value={region}
          list={listId}
          maxLength={6}
          autoComplete="off"
          disabled={!canManage}
          error={serverFieldErrors(save.error).holidayRegion}
          onChange={(event) => setRegion(event.target.value)}
        />
        {canManage ? (
          <Button type="submit" variant="secondary" busy={save.isPending} disabled={!changed}>
            Save holidays
          </Button>
        ) : null}
      </div>
      <datalist id={listId}>
        {COMMON_REGIONS.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </datalist>
      {save.isError && !serverFieldErrors(save.error).holidayRegion ? (
        <Notice tone="error" className="mt-2">
          {errorMessage(save.error)}
        </Notice>
      ) : null}
    </form>
  );
}

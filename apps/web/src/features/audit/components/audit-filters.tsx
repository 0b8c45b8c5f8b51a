import { AUDIT_AREAS, AUDIT_AREA_LABELS, type Location, type Member } from "@larder/contracts";
import { Download } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { LabelledOptions, SelectField, TextField } from "@/components/ui/field";
import { SearchField } from "@/components/ui/search-field";
import { auditExportUrl, type AuditFilter } from "@/features/audit/api/audit";

const downloadClasses =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-brand-900/20 bg-white px-4 text-sm font-semibold text-brand-900 hover:bg-brand-50 sm:min-h-10";

/**
 * The log's filters: area, person, location, days and words in the summary, each applied as it
 * is chosen (the words when the form is sent), and the download of what they show.
 */
export function AuditFilters({
  workspaceId,
  filter,
  people,
  locations,
  onChange,
}: {
  workspaceId: string;
  filter: AuditFilter;
  people: Member[];
  locations: Location[];
  onChange: (filter: AuditFilter) => void;
}) {
  const [words, setWords] = useState(filter.q ?? "");
  const set = (changes: AuditFilter) => onChange({ ...filter, ...changes });
  const search = (event: FormEvent) => {
    event.preventDefault();
    set({ q: words.trim() || undefined });
  };
  const filtered = Object.values(filter).some(Boolean);
  return (
    <form onSubmit={search} className="grid gap-3" role="search" aria-label="Filter the audit log">
      <div className="flex gap-2">
        <SearchField
          label="Search the summaries"
          labelHidden
          placeholder="Search the log"
          value={words}
          onChange={setWords}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-6">
        <SelectField
          label="Area"
          className="col-span-2"
          value={filter.area ?? ""}
          onChange={(event) =>
            set({ area: (event.target.value || undefined) as AuditFilter["area"] })
          }
        >
          <option value="">Everything</option>
          <LabelledOptions values={AUDIT_AREAS} labels={AUDIT_AREA_LABELS} />
        </SelectField>
        <SelectField
          label="Person"
          value={filter.actorUserId ?? ""}
          onChange={(event) => set({ actorUserId: event.target.value || undefined })}
        >
          <option value="">Anyone</option>
          {people.map((person) => (
            <option key={person.userId} value={person.userId}>
              {person.name || person.email}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Location"
          value={filter.locationId ?? ""}
          onChange={(event) => set({ locationId: event.target.value || undefined })}
        >
          <option value="">Any location</option>
          {locations.map((location) => (
            <option key={location.id} value={location.id}>
              {location.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="From"
          type="date"
          value={filter.from ?? ""}
          max={filter.to}
          onChange={(event) => set({ from: event.target.value || undefined })}
        />
        <TextField
          label="To"
          type="date"
          value={filter.to ?? ""}
          min={filter.from}
          onChange={(event) => set({ to: event.target.value || undefined })}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {(["csv", "xlsx"] as const).map((format) => (
          <a
            key={format}
            href={auditExportUrl(workspaceId, filter, format)}
            download
            className={downloadClasses}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            {format === "csv" ? "Export CSV" : "Export Excel"}
          </a>
        ))}
        {filtered ? (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setWords("");
              onChange({});
            }}
          >
            Clear filters
          </Button>
        ) : null}
      </div>
    </form>
  );
}

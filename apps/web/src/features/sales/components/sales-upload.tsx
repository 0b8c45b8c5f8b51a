import { SALES_IMPORT_LIMITS } from "@larder/contracts";
import { FileUp } from "lucide-react";
import { useState, type DragEvent, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { NamedOptions, SelectField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { errorMessage } from "@/lib/forms";
import { useUploadSales } from "@/features/sales/api/sales";

const MEGABYTES = SALES_IMPORT_LIMITS.fileBytes / (1024 * 1024);

/**
 * The first step of an import: the POS export, dropped or chosen, and the location it belongs to
 * (the top bar's by default). Uploading reads and checks it; nothing is posted yet.
 */
export function SalesUpload({
  workspaceId,
  locations,
  defaultLocationId,
  onUploaded,
}: {
  workspaceId: string;
  locations: { id: string; name: string }[];
  defaultLocationId: string;
  onUploaded: (importId: string) => void;
}) {
  const upload = useUploadSales(workspaceId);
  const [file, setFile] = useState<File | null>(null);
  const [locationId, setLocationId] = useState(defaultLocationId);
  const [dragging, setDragging] = useState(false);

  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) setFile(dropped);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return;
    try {
      onUploaded((await upload.mutateAsync({ file, locationId })).id);
    } catch {
      // said below
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4">
      {locations.length > 1 ? (
        <SelectField
          label="Location"
          value={locationId}
          onChange={(event) => setLocationId(event.target.value)}
          hint="Where these sales were made. A file with a location column sends each line to the location of that name."
        >
          <NamedOptions items={locations} />
        </SelectField>
      ) : null}
      <label
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center hover:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 ${
          dragging ? "border-brand-500 bg-brand-50" : "border-brand-900/20"
        }`}
      >
        <FileUp aria-hidden="true" className="h-8 w-8 text-brand-600" />
        <span className="font-semibold text-brand-900 [overflow-wrap:anywhere]">
          {file ? file.name : "Drop your POS export here, or choose it"}
        </span>
        <span className="text-sm text-brand-950/70">
          A .csv or .xlsx file of up to {MEGABYTES} MB. Nothing is posted until you have checked it.
        </span>
        <input
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="sr-only"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </label>
      <Notice tone="error">{upload.error ? errorMessage(upload.error) : null}</Notice>
      <Button type="submit" disabled={!file} busy={upload.isPending}>
        Upload and check
      </Button>
    </form>
  );
}

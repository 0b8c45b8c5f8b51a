import { Camera, CameraOff, ScanLine } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/field";

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

function barcodeDetector(): BarcodeDetectorClass | null {
  const candidate = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  return typeof candidate === "function" ? candidate : null;
}

/** The same code seen again within this time is the same scan, not a second one. */
const REPEAT_MS = 1500;

/**
 * Barcodes typed (or sent by a handheld scanner, which types and presses Enter) and, where the
 * browser can read them (BarcodeDetector), scanned with the phone's camera.
 */
export function BarcodeEntry({ onCode }: { onCode: (code: string) => void }) {
  const [code, setCode] = useState("");
  const [camera, setCamera] = useState(false);
  const [cameraError, setCameraError] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });
  const Detector = barcodeDetector();

  useEffect(() => {
    if (!camera || !Detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | null = null;
    let stopped = false;
    const seen = new Map<string, number>();
    const detector = new Detector({
      formats: ["ean_13", "ean_8", "upc_a", "upc_e", "code_128", "code_39", "qr_code"],
    });
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "environment" } })
      .then(async (media) => {
        if (stopped) return media.getTracks().forEach((track) => track.stop());
        stream = media;
        if (!video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        timer = setInterval(() => {
          if (!video.current) return;
          detector
            .detect(video.current)
            .then((found) => {
              const now = Date.now();
              for (const { rawValue } of found) {
                if (now - (seen.get(rawValue) ?? 0) < REPEAT_MS) continue;
                seen.set(rawValue, now);
                latest.current(rawValue);
              }
            })
            .catch(() => undefined);
        }, 300);
      })
      .catch(() => {
        setCameraError(
          "The camera could not be opened. Allow it in the browser, or type the code.",
        );
        setCamera(false);
      });
    return () => {
      stopped = true;
      if (timer) clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [camera, Detector]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) return;
    onCode(typed);
    setCode("");
  };

  return (
    <div className="space-y-2">
      {/* A label in sight rather than a placeholder, which a phone's narrow field cut short. */}
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <label htmlFor="barcode-entry" className="basis-full text-sm font-semibold text-brand-950">
          Scan or type a barcode
        </label>
        <div className="relative min-w-0 flex-1">
          <ScanLine
            aria-hidden="true"
            className="pointer-events-none absolute left-3.5 top-1/2 h-4 w-4 -translate-y-1/2 text-brand-950/50"
          />
          <input
            id="barcode-entry"
            inputMode="numeric"
            autoComplete="off"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            className={`${inputClasses(false)} pl-10`}
          />
        </div>
        <Button type="submit" variant="secondary">
          Add
        </Button>
        {Detector ? (
          <Button
            variant="secondary"
            aria-pressed={camera}
            onClick={() => {
              setCameraError(null);
              setCamera(!camera);
            }}
          >
            {camera ? (
              <CameraOff aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Camera aria-hidden="true" className="h-4 w-4" />
            )}
            <span className="sr-only sm:not-sr-only">{camera ? "Stop camera" : "Camera"}</span>
          </Button>
        ) : null}
      </form>
      {camera ? (
        <video
          ref={video}
          muted
          playsInline
          aria-label="Camera view for scanning barcodes"
          className="aspect-video w-full rounded-xl bg-brand-950 object-cover"
        />
      ) : null}
      {cameraError ? <p className="text-sm text-tomato">{cameraError}</p> : null}
    </div>
  );
}

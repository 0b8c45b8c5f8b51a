import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { inputClasses } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";

/** The new token's secret, shown this once, with a way to copy it. */
export function NewTokenSecret({
  name,
  secret,
  workspaceId,
  onDone,
}: {
  name: string;
  secret: string;
  workspaceId: string;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  };
  return (
    <Card title={`Your token "${name}"`}>
      <Notice tone="info">
        Copy it now and keep it somewhere safe: Larder stores only a fingerprint of it and will not
        show it again.
      </Notice>
      <label htmlFor="new-token-secret" className="mt-4 block text-sm font-semibold text-brand-950">
        Token
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <input
          id="new-token-secret"
          readOnly
          value={secret}
          onFocus={(event) => event.target.select()}
          className={`${inputClasses(false)} font-mono`}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? (
            <Check aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Copy aria-hidden="true" className="h-4 w-4" />
          )}
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
      <p className="mt-3 text-sm text-brand-950/70">
        Send it as <code className="font-mono">Authorization: Bearer …</code> to the routes under{" "}
        <code className="font-mono break-all">/api/w/{workspaceId}/</code>, described at{" "}
        <a className="font-semibold text-brand-800 underline" href="/api/docs">
          /api/docs
        </a>
        . For example:
      </p>
      <pre className="mt-2 overflow-x-auto rounded-xl bg-brand-950 p-3 text-xs text-white">
        <code>{`curl -H "Authorization: Bearer ${secret.slice(0, 12)}…" \\\n  ${window.location.origin}/api/w/${workspaceId}/locations`}</code>
      </pre>
      <Button className="mt-4" onClick={onDone}>
        Done
      </Button>
    </Card>
  );
}

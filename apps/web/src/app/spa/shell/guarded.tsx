import { ROLE_LABELS, type Permission, PERMISSION_LABELS } from "@larder/domain";
import type { ComponentType } from "react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { useCan, useCurrentWorkspace } from "@/lib/session";

function AccessDenied({ permission }: { permission: Permission }) {
  const workspace = useCurrentWorkspace();
  return (
    <div className="mx-auto max-w-lg rounded-2xl border border-brand-900/10 bg-white p-6 text-center shadow-sm">
      <h1 className="text-xl font-bold text-brand-950">Not part of your role</h1>
      <p className="mt-2 text-brand-950/75">
        As {ROLE_LABELS[workspace.role]} in {workspace.name} you cannot{" "}
        {PERMISSION_LABELS[permission].toLowerCase()}. An owner can change your role in Settings →
        Members.
      </p>
      <Link to="/app" className={`${buttonClasses("primary")} mt-5`}>
        Back to the dashboard
      </Link>
    </div>
  );
}

/** A screen shown only to roles with `permission`; others are told why instead. */
export function guarded<Props extends object>(
  permission: Permission,
  Screen: ComponentType<Props>,
): ComponentType<Props> {
  function Guarded(props: Props) {
    return useCan(permission) ? <Screen {...props} /> : <AccessDenied permission={permission} />;
  }
  Guarded.displayName = `Guarded(${Screen.displayName ?? Screen.name})`;
  return Guarded;
}

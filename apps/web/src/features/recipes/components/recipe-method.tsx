import type { Method } from "@larder/contracts";
import { Card } from "@/components/ui/card";
import { EquipmentList, MethodSteps } from "./method-steps";

/**
 * A recipe's method on its page: the equipment, the steps with their photos, and the plating.
 * Says so when none is written yet, so the book shows which recipes still need one.
 */
export function RecipeMethod({
  method,
  photoUrl,
}: {
  method: Method;
  photoUrl: (photoId: string) => string;
}) {
  const empty = method.steps.length === 0 && method.equipment.length === 0 && !method.platingNotes;
  return (
    <Card title="Method" headingLevel={2}>
      {empty ? (
        <p className="text-sm text-brand-950/70">
          No method written yet: edit the recipe to add its steps.
        </p>
      ) : (
        <div className="space-y-5">
          {method.equipment.length > 0 ? (
            <div>
              <h3 className="mb-2 text-sm font-bold text-brand-950">Equipment</h3>
              <EquipmentList equipment={method.equipment} />
            </div>
          ) : null}
          {method.steps.length > 0 ? (
            <MethodSteps steps={method.steps} photoUrl={photoUrl} />
          ) : null}
          {method.platingNotes ? (
            <div>
              <h3 className="mb-1 text-sm font-bold text-brand-950">Plating</h3>
              <p className="whitespace-pre-line text-sm text-brand-950/85">{method.platingNotes}</p>
            </div>
          ) : null}
        </div>
      )}
    </Card>
  );
}

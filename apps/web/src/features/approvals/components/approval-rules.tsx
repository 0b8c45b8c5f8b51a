import { approvalRuleInputSchema, type ApprovalDocument, type Member } from "@larder/contracts";
import { can, ROLE_LABELS, ROLES, type Role } from "@larder/domain";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { LabelledOptions, NamedOptions, SelectField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import {
  approvalRulesQuery,
  useAddApprovalRule,
  useRemoveApprovalRule,
} from "@/features/approvals/api/approvals";
import { checkForm, errorMessage, serverFieldErrors, type FieldErrors } from "@/lib/forms";

const DOCUMENTS: Record<ApprovalDocument, string> = { order: "Orders", invoice: "Invoices" };
const APPROVES = { order: "orders.approve", invoice: "invoices.pay" } as const;

/**
 * The approval rules (decision 0044): which orders and invoices wait for whom, lowest limit
 * first; the owner adds and removes them. A document meeting several rules waits for each of
 * their approvers in turn.
 */
export function ApprovalRules({
  workspaceId,
  members,
  locations,
  canEdit,
}: {
  workspaceId: string;
  members: Member[];
  locations: { id: string; name: string }[];
  canEdit: boolean;
}) {
  const { data: rules } = useSuspenseQuery(approvalRulesQuery(workspaceId));
  const add = useAddApprovalRule(workspaceId);
  const remove = useRemoveApprovalRule(workspaceId);
  const [document, setDocument] = useState<ApprovalDocument>("order");
  const [locationId, setLocationId] = useState("");
  const [role, setRole] = useState("");
  const [above, setAbove] = useState("");
  const [approver, setApprover] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState<string | null>(null);
  const shown = { ...serverFieldErrors(add.error), ...errors };
  const approvers = members
    .filter((member) => can(member.role, APPROVES[document]))
    .map((member) => ({ id: member.userId, name: member.name || member.email }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const checked = checkForm(approvalRuleInputSchema, {
      document,
      locationId: locationId || null,
      role: role || null,
      above: above.trim(),
      approverUserId: approver,
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    add.mutate(checked.data, {
      onSuccess: (rule) => {
        setSaved(`Added: ${rule.description} wait for ${rule.approverName}.`);
        setAbove("");
      },
    });
  };

  return (
    <Card
      title="Approval chains"
      headingLevel={2}
      description="Orders and invoices above these amounts (with tax) wait for the named approver, who is notified in Larder and by email and approves from any phone. One that meets several rules waits for each approver in turn, lowest amount first."
    >
      {rules.length === 0 ? (
        <p className="text-sm text-brand-950/70">
          No rules yet: nothing waits for a named approver.
        </p>
      ) : (
        <ul aria-label="Approval rules" className="divide-y divide-brand-900/5">
          {rules.map((rule) => (
            <li key={rule.id} className="flex items-center justify-between gap-3 py-2.5 text-sm">
              <span>
                <span className="font-semibold text-brand-950">{rule.description}</span>
                <span className="block text-brand-950/70">wait for {rule.approverName}</span>
              </span>
              {canEdit ? (
                <Button
                  variant="ghost"
                  aria-label={`Remove the rule: ${rule.description}`}
                  busy={remove.isPending && remove.variables === rule.id}
                  onClick={() => remove.mutate(rule.id)}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Notice tone="error" className="mt-3">
        {remove.error ? errorMessage(remove.error) : null}
      </Notice>
      {canEdit ? (
        <form
          noValidate
          onSubmit={submit}
          className="mt-4 space-y-4 border-t border-brand-900/10 pt-4"
        >
          <h3 className="font-semibold text-brand-950">Add a rule</h3>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <SelectField
              label="What waits"
              value={document}
              onChange={(event) => {
                setDocument(event.target.value as ApprovalDocument);
                setApprover("");
              }}
            >
              <LabelledOptions values={["order", "invoice"] as const} labels={DOCUMENTS} />
            </SelectField>
            <TextField
              label="Above ($, with tax)"
              inputMode="decimal"
              value={above}
              onChange={(event) => setAbove(event.target.value)}
              error={shown.above}
            />
            <SelectField
              label="At"
              value={locationId}
              onChange={(event) => setLocationId(event.target.value)}
            >
              <option value="">Every location</option>
              <NamedOptions items={locations} />
            </SelectField>
            <SelectField
              label={document === "order" ? "Raised by" : "Entered by"}
              value={role}
              onChange={(event) => setRole(event.target.value)}
            >
              <option value="">Anyone</option>
              <LabelledOptions values={ROLES} labels={ROLE_LABELS as Record<Role, string>} />
            </SelectField>
            <SelectField
              label="Approver"
              value={approver}
              onChange={(event) => setApprover(event.target.value)}
              error={shown.approverUserId}
              hint={
                document === "order"
                  ? "Managers and owners approve orders."
                  : "Managers and owners, who pay invoices, approve them."
              }
            >
              <option value="">Choose who approves</option>
              <NamedOptions items={approvers} />
            </SelectField>
          </div>
          <Notice tone="success">{saved}</Notice>
          <Notice tone="error">{add.error ? errorMessage(add.error) : null}</Notice>
          <Button type="submit" busy={add.isPending}>
            Add rule
          </Button>
        </form>
      ) : null}
    </Card>
  );
}

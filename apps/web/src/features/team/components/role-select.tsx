import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES, type Role } from "@larder/domain";
import { LabelledOptions, SelectField } from "@/components/ui/field";

/** A role, with what that role may do under the list. */
export function RoleSelect({
  value,
  onChange,
  label = "Role",
}: {
  value: Role;
  onChange: (role: Role) => void;
  label?: string;
}) {
  return (
    <SelectField
      label={label}
      name="role"
      value={value}
      onChange={(event) => onChange(event.target.value as Role)}
      hint={ROLE_DESCRIPTIONS[value]}
    >
      <LabelledOptions values={ROLES} labels={ROLE_LABELS} />
    </SelectField>
  );
}

import { ROLE_LABELS, ROLES, type Role } from '../../../../shared/users.ts';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';

type RoleFieldProps = {
  value: Role | '';
  onChange: (role: Role) => void;
  disabled?: boolean;
  error?: string;
  /** Why the select is disabled, read with it. */
  note?: string;
};

export function RoleField({ value, onChange, disabled, error, note }: RoleFieldProps) {
  const describedBy = [error ? 'user-role-error' : '', note ? 'user-role-note' : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="user-role">Rôle</Label>
      <Select
        id="user-role"
        name="role"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value as Role)}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </Select>
      {note ? (
        <p id="user-role-note" className="text-xs text-muted-foreground">
          {note}
        </p>
      ) : null}
      {error ? (
        <p id="user-role-error" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

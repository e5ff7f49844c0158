import type { UserOption } from '../../../../shared/users.ts';
import { Select } from '../../../components/ui/select.tsx';

type CollaboratorSelectProps = {
  users: readonly UserOption[];
  value: string | undefined;
  onChange: (id: string | undefined) => void;
};

/** « Filtrer par collaborateur »: the Clients page's filter, and every client list's portfolio. */
export function CollaboratorSelect({ users, value, onChange }: CollaboratorSelectProps) {
  return (
    <Select
      aria-label="Filtrer par collaborateur"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      className="w-56"
    >
      <option value="">Tous les collaborateurs</option>
      {users.map((user) => (
        <option key={user.id} value={user.id}>
          {user.fullName}
        </option>
      ))}
    </Select>
  );
}

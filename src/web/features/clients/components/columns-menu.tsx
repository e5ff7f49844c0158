import { CLIENT_FIELD_LABELS } from '../../../../shared/clients.ts';
import { MultiSelect } from '../../../components/ui/multi-select.tsx';
import { OPTIONAL_COLUMNS, type OptionalColumn } from '../lib/client-columns.ts';

const OPTIONS = OPTIONAL_COLUMNS.map((value) => ({ value, label: CLIENT_FIELD_LABELS[value] }));

/** « Colonnes »: shows the fiscal profile's columns, hidden by default (kept in the URL). */
export function ColumnsMenu({ value, onChange }: { value: readonly OptionalColumn[]; onChange: (columns: OptionalColumn[]) => void }) {
  return (
    <MultiSelect
      label="Colonnes du profil fiscal"
      options={OPTIONS}
      value={value}
      allLabel="Colonnes : profil fiscal masqué"
      onChange={onChange}
      className="w-56"
    />
  );
}

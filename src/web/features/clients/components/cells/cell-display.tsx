import { TriangleAlert } from 'lucide-react';

import { CLIENT_STATUS_LABELS, type ClientRow, type ClientStatus } from '../../../../../shared/clients.ts';
import { formatDateClotureMonth, formatDateFr } from '../../../../../shared/dates.ts';
import { isValidSiret } from '../../../../../shared/siret.ts';
import { cn } from '../../../../lib/cn.ts';
import { isOptionalColumn, type ClientColumn } from '../../lib/client-columns.ts';
import { profileText } from '../../lib/profile-fields.ts';
import { useGridContext } from '../grid-context.ts';

export const INVALID_SIRET_TITLE = 'SIRET invalide (14 chiffres, clé de Luhn)';

function Text({ value }: { value: string | null }) {
  return (
    <span className="truncate" title={value ?? undefined}>
      {value}
    </span>
  );
}

function Siret({ value }: { value: string | null }) {
  if (!value) return null;
  const valid = isValidSiret(value);
  return (
    <span className="flex min-w-0 items-center gap-1.5">
      <span className={cn('truncate font-mono text-[13px] tabular-nums', !valid && 'text-amber-700')}>{value}</span>
      {valid ? null : (
        <span title={INVALID_SIRET_TITLE} className="shrink-0 text-amber-600" data-siret-invalid="">
          <TriangleAlert aria-hidden="true" className="size-4" />
          <span className="sr-only">{INVALID_SIRET_TITLE}</span>
        </span>
      )}
    </span>
  );
}

const STATUS_CLASS_NAMES: Record<ClientStatus, string> = {
  actif: 'bg-success-soft text-success',
  inactif: 'bg-muted text-muted-foreground',
  prospect: 'bg-info-soft text-primary',
};

function Status({ value }: { value: ClientStatus }) {
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', STATUS_CLASS_NAMES[value])}>
      {CLIENT_STATUS_LABELS[value]}
    </span>
  );
}

/** SPEC §5: shown as the month name; the full date in the tooltip. */
function DateCloture({ value }: { value: string | null }) {
  if (!value) return null;
  return <span title={formatDateFr(value)}>{formatDateClotureMonth(value)}</span>;
}

function SoftwareName({ id }: { id: string | null }) {
  const { lookups } = useGridContext();
  return <Text value={id ? (lookups.softwareName(id) ?? null) : null} />;
}

type CellDisplayProps = { column: ClientColumn; row: ClientRow };

/** A cell's read-only face, for every kind but the collaborators and the actions. */
export function CellDisplay({ column, row }: CellDisplayProps) {
  if (isOptionalColumn(column.key)) return <Text value={profileText(column.key, row) || null} />;
  switch (column.key) {
    case 'siret':
      return <Siret value={row.siret} />;
    case 'status':
      return <Status value={row.status} />;
    case 'dateCloture':
      return <DateCloture value={row.dateCloture} />;
    case 'software':
      return <SoftwareName id={row.softwareId} />;
    case 'actions':
    case 'collaborators':
      return null;
    default:
      return <Text value={row[column.key]} />;
  }
}

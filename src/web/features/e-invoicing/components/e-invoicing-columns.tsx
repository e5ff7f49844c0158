import type { EInvoicingRow } from '../../../../shared/e-invoicing/api.ts';
import {
  COMPANY_CATEGORIES,
  COMPANY_CATEGORY_LABELS,
  COMPANY_CATEGORY_UNSET_LABEL,
  E_REPORTING_LABELS,
  E_REPORTING_UNSET_LABEL,
  E_REPORTING_VALUES,
  MANDATE_STATUS_LABELS,
  MANDATE_STATUSES,
  READINESS_STATUS_LABELS,
  READINESS_STATUSES,
} from '../../../../shared/e-invoicing/statuses.ts';
import { formatDateFr } from '../../../../shared/dates.ts';
import { DateCell } from '../../../components/date-cell.tsx';
import { Select } from '../../../components/ui/select.tsx';
import type { ClientColumn } from '../../../entities/client/list/client-table.tsx';
import { cellKey } from '../api/update-e-invoicing.ts';
import { DATE_CELL_LABELS, reminderDay, type DateField } from '../lib/cells.ts';
import { PlatformCell } from './platform-cell.tsx';
import { StatusDateCell } from './status-date-cell.tsx';
import type { EInvoicingCells } from './use-e-invoicing-edits.ts';

type Column = ClientColumn<EInvoicingRow>;

// The page's columns, each a builder over the row edits (use-e-invoicing-edits.ts). Widths are
// tight on purpose: a tab's columns fit a laptop screen beside the sidebar.

const SELECT_CELL = '[&>select]:h-9 w-full';

function dateProps(cells: EInvoicingCells, row: EInvoicingRow, field: DateField) {
  return {
    label: DATE_CELL_LABELS[field](row.raisonSociale),
    text: cells.dateText(row, field),
    message: cells.messageOf(row, field),
    disabled: cells.pending.has(cellKey(row.clientId, field)),
    onChange: (text: string) => cells.onDateChange(row, field, text),
    onCommit: () => cells.onDateCommit(row, field),
    onCancel: () => cells.onDateCancel(row, field),
  };
}

/** The tab's readiness (réception or émission) and its date. */
export function readinessColumn(
  cells: EInvoicingCells,
  { header, status, date }: { header: string; status: 'receptionStatus' | 'issuingStatus'; date: 'receptionDate' | 'issuingDate' },
): Column {
  return {
    id: 'readiness',
    width: '9rem',
    header,
    sortColumn: 'statut',
    cell: (row) => (
      <StatusDateCell
        status={{
          label: `${header} de ${row.raisonSociale}`,
          value: row[status],
          statuses: READINESS_STATUSES,
          labels: READINESS_STATUS_LABELS,
          disabled: cells.pending.has(cellKey(row.clientId, status)),
          onChange: (next) => cells.onFieldChange(row, { [status]: next }),
        }}
        date={dateProps(cells, row, date)}
      />
    ),
  };
}

/** A mandate (délégation, désignation): aucun, envoyé or signé, and its date. */
export function mandateColumn(
  cells: EInvoicingCells,
  { id, header, status, date }: { id: string; header: string; status: 'delegationStatus' | 'designationStatus'; date: 'delegationDate' | 'designationDate' },
): Column {
  return {
    id,
    width: '7.5rem',
    header,
    sortColumn: id,
    cell: (row) => (
      <StatusDateCell
        status={{
          label: `${header} de ${row.raisonSociale}`,
          value: row[status],
          statuses: MANDATE_STATUSES,
          labels: MANDATE_STATUS_LABELS,
          disabled: cells.pending.has(cellKey(row.clientId, status)),
          onChange: (next) => cells.onFieldChange(row, { [status]: next }),
        }}
        date={dateProps(cells, row, date)}
      />
    ),
  };
}

export const directoryColumn = (cells: EInvoicingCells): Column => ({
  id: 'annuaire',
  width: '7rem',
  header: 'Annuaire vérifié le',
  sortColumn: 'annuaire',
  cell: (row) => <DateCell {...dateProps(cells, row, 'directoryCheckedAt')} />,
});

export const categoryColumn = (cells: EInvoicingCells): Column => ({
  id: 'categorie',
  width: '9rem',
  header: 'Catégorie',
  sortColumn: 'categorie',
  cell: (row) => (
    <Select
      aria-label={`Catégorie de ${row.raisonSociale}`}
      value={row.category ?? ''}
      disabled={cells.pending.has(cellKey(row.clientId, 'category'))}
      onChange={(event) => cells.onCategoryChange(row, COMPANY_CATEGORIES.find((category) => category === event.target.value) ?? null)}
      className={SELECT_CELL}
    >
      <option value="">{COMPANY_CATEGORY_UNSET_LABEL}</option>
      {COMPANY_CATEGORIES.map((category) => (
        <option key={category} value={category}>
          {COMPANY_CATEGORY_LABELS[category]}
        </option>
      ))}
    </Select>
  ),
});

/** Derived from the category (ISSUING_DEADLINES): shown, never typed. */
export const deadlineColumn: Column = {
  id: 'date_limite',
  width: '6rem',
  header: 'Date limite d’émission',
  sortColumn: 'date_limite',
  cellClassName: 'tabular-nums',
  cell: (row) => (row.issuingDeadline ? formatDateFr(row.issuingDeadline) : '—'),
};

export const platformColumn = (cells: EInvoicingCells): Column => ({
  id: 'plateforme',
  width: '8.5rem',
  header: 'Plateforme',
  sortColumn: 'plateforme',
  cell: (row) => (
    <PlatformCell
      clientName={row.raisonSociale}
      choice={cells.platformChoice(row)}
      otherText={cells.otherText(row)}
      message={cells.messageOf(row, 'platformOther')}
      disabled={cells.pending.has(cellKey(row.clientId, 'platform'))}
      onChoose={(choice) => cells.onPlatformChoose(row, choice)}
      onOtherChange={(text) => cells.onOtherChange(row, text)}
      onOtherCommit={() => cells.onOtherCommit(row)}
      onOtherCancel={() => cells.onOtherCancel(row)}
    />
  ),
});

export const eReportingColumn = (cells: EInvoicingCells): Column => ({
  id: 'e_reporting',
  width: '8rem',
  header: 'E-reporting',
  sortColumn: 'e_reporting',
  cell: (row) => (
    <Select
      aria-label={`E-reporting de ${row.raisonSociale}`}
      value={row.eReporting ?? ''}
      disabled={cells.pending.has(cellKey(row.clientId, 'eReporting'))}
      onChange={(event) => cells.onFieldChange(row, { eReporting: E_REPORTING_VALUES.find((value) => value === event.target.value) ?? null })}
      className={SELECT_CELL}
    >
      <option value="">{E_REPORTING_UNSET_LABEL}</option>
      {E_REPORTING_VALUES.map((value) => (
        <option key={value} value={value}>
          {E_REPORTING_LABELS[value]}
        </option>
      ))}
    </Select>
  ),
});

/** Written when a reminder mail is accepted by the mail server: read-only. */
export const reminderColumn: Column = {
  id: 'relance',
  width: '6rem',
  header: 'Dernière relance',
  sortColumn: 'relance',
  cell: (row) =>
    row.lastReminderAt ? (
      <span className="grid leading-tight">
        <span className="tabular-nums">{formatDateFr(reminderDay(row.lastReminderAt))}</span>
        <span className="truncate text-xs text-muted-foreground" title={row.lastReminderBy ?? undefined}>
          {row.lastReminderBy ?? ''}
        </span>
      </span>
    ) : (
      <span className="text-muted-foreground">—</span>
    ),
};

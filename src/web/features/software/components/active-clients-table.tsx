import type { Software, SoftwareClientRow } from '../../../../shared/software.ts';
import { clientIdentityColumns } from '../../../entities/client/list/client-columns.tsx';
import type { RowSort, SortColumn } from '../../../entities/client/list/lib/client-rows.ts';
import { ClientTable, type ClientColumn } from '../../../entities/client/list/client-table.tsx';
import { Select } from '../../../components/ui/select.tsx';

type ActiveClientsTableProps = {
  rows: readonly SoftwareClientRow[];
  software: Software[];
  onChangeSoftware: (client: SoftwareClientRow, softwareId: string | null) => void;
  sort: RowSort;
  onSort: (column: SortColumn) => void;
  /** The table nears its end: the next page. */
  onNearEnd: () => void;
  /** How many rows the filters show in all (the rows are the pages loaded so far). */
  rowCount: number;
};

const rowKey = (row: SoftwareClientRow) => row.clientId;

/** The active clients loaded so far with their software select ('Aucun logiciel' included). */
export function ActiveClientsTable({ rows, software, onChangeSoftware, sort, onSort, onNearEnd, rowCount }: ActiveClientsTableProps) {
  const columns: ClientColumn<SoftwareClientRow>[] = [
    ...clientIdentityColumns<SoftwareClientRow>(),
    {
      id: 'software',
      width: 'minmax(12rem,16rem)',
      header: 'Logiciel',
      cell: (client) => (
        <Select
          aria-label={`Logiciel de ${client.raisonSociale}`}
          className="w-full"
          value={client.softwareId ?? ''}
          onChange={(event) => onChangeSoftware(client, event.target.value || null)}
        >
          <option value="">Aucun logiciel</option>
          {software.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </Select>
      ),
    },
  ];
  return (
    <ClientTable
      label="Clients actifs"
      rows={rows}
      rowKey={rowKey}
      columns={columns}
      sort={sort}
      onSort={onSort}
      rowHeight={52}
      onNearEnd={onNearEnd}
      rowCount={rowCount}
    />
  );
}

import { formatDateFr } from '../../../../shared/dates.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { ComplianceListRow } from '../api/get-compliance.ts';

type EndedClientsProps = { rows: readonly ComplianceListRow[]; onOpen: (clientId: string) => void };

/**
 * The deleted clients whose file the firm keeps five years (CMF L561-12), apart from the active
 * ones: they owe nothing more, their file is only kept. Few rows: a plain list.
 */
export function EndedClients({ rows, onOpen }: EndedClientsProps) {
  return (
    <section aria-labelledby="compliance-ended" className="grid gap-2">
      <h2 id="compliance-ended" className="text-base font-semibold">
        Relations terminées ({rows.length})
      </h2>
      <p className="text-sm text-muted-foreground">Dossiers conservés cinq ans après la fin de la relation (CMF L561-12).</p>
      <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
        {rows.map((row) => (
          <li key={row.clientId} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm">
            <span className="font-medium">{row.raisonSociale}</span>
            <span className="text-muted-foreground">Relation terminée le {formatDateFr(row.endedAt?.slice(0, 10) ?? null)}</span>
            <Button size="sm" variant="secondary" onClick={() => onOpen(row.clientId)} aria-label={`Ouvrir le dossier de ${row.raisonSociale}`}>
              Ouvrir le dossier
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

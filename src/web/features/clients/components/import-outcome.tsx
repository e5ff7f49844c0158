import { importResultMessage, type ImportResult } from '../../../../shared/clients-import.ts';
import { Alert } from '../../../components/ui/alert.tsx';

/** SPEC §8's result line, the updated and skipped counts, and every rejected row with its reason. */
export function ImportOutcome({ result }: { result: ImportResult }) {
  const { imported, updated, skipped, errors } = result;
  const extras = [
    updated > 0 ? `${updated} client(s) mis à jour` : null,
    skipped > 0 ? `${skipped} ligne(s) ignorée(s) : client déjà présent` : null,
  ].filter(Boolean);
  return (
    <div className="grid gap-3 text-sm">
      <Alert variant={errors.length > 0 ? 'info' : 'success'}>
        <p className="font-medium">{importResultMessage({ imported, errors: errors.length })}</p>
        {extras.length > 0 ? <p>{extras.join(' · ')}</p> : null}
        <p className="text-muted-foreground">La liste des clients va être actualisée.</p>
      </Alert>
      {errors.length > 0 ? (
        <section aria-label="Lignes rejetées" className="grid gap-1">
          <h3 className="font-medium">Lignes rejetées</h3>
          <ul className="max-h-48 overflow-y-auto rounded-md border border-border text-xs">
            {errors.map((error) => (
              <li key={`${error.line}-${error.reason}`} className="flex gap-2 border-b border-border px-2 py-1 last:border-b-0">
                <span className="shrink-0 font-medium">Ligne {error.line}</span>
                <span>{error.reason}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

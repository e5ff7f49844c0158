import type { ClientImportField, CsvEncoding, ImportPreview } from '../../../../shared/clients-import.ts';
import { missingColumnsMessage } from '../../../../shared/clients-import.ts';
import { CLIENT_FIELD_LABELS } from '../../../../shared/clients.ts';
import { Alert } from '../../../components/ui/alert.tsx';

const ENCODING_LABELS: Record<CsvEncoding, string> = {
  'utf-8': 'UTF-8',
  'utf-8-bom': 'UTF-8 avec BOM',
  'utf-16le': 'UTF-16',
  'windows-1252': 'Windows-1252 (Excel)',
};

const FIELD_LABELS: Record<ClientImportField, string> = { ...CLIENT_FIELD_LABELS, logiciel: CLIENT_FIELD_LABELS.softwareId };

const numberFormat = new Intl.NumberFormat('fr-FR');

/** What the server read from the file: encoding, separator, columns and the first 3 rows. */
export function ImportPreviewPanel({ preview }: { preview: ImportPreview }) {
  const fields = preview.mappedColumns.map((column) => column.field);
  return (
    <section aria-label="Aperçu du fichier" className="grid gap-3 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted-foreground">Encodage détecté</dt>
        <dd>{ENCODING_LABELS[preview.encoding]}</dd>
        <dt className="text-muted-foreground">Séparateur</dt>
        <dd>{preview.separator === ';' ? 'point-virgule (;)' : 'virgule (,)'}</dd>
        <dt className="text-muted-foreground">Lignes de données</dt>
        <dd>{numberFormat.format(preview.totalRows)}</dd>
        {preview.featureColumns.length > 0 ? (
          <>
            <dt className="text-muted-foreground">Autres colonnes importées</dt>
            <dd>{preview.featureColumns.join(', ')}</dd>
          </>
        ) : null}
        {preview.ignoredColumns.length > 0 ? (
          <>
            <dt className="text-muted-foreground">Colonnes ignorées</dt>
            <dd>{preview.ignoredColumns.join(', ')}</dd>
          </>
        ) : null}
      </dl>
      {preview.missingRequired.length > 0 ? <Alert>{missingColumnsMessage(preview.missingRequired)}</Alert> : null}
      {preview.previewRows.length > 0 ? (
        <div className="overflow-x-auto rounded-md border border-border">
          <table className="w-full text-left text-xs">
            <caption className="sr-only">Aperçu des {preview.previewRows.length} premières lignes</caption>
            <thead className="bg-muted text-muted-foreground">
              <tr>
                {fields.map((field) => (
                  <th key={field} scope="col" className="px-2 py-1.5 font-medium whitespace-nowrap">
                    {FIELD_LABELS[field]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {preview.previewRows.map((row, index) => (
                <tr key={index} className="border-t border-border">
                  {fields.map((field) => (
                    <td key={field} className="max-w-48 truncate px-2 py-1.5 whitespace-nowrap">
                      {row[field] ?? ''}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

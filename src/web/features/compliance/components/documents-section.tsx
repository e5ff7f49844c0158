import { Download, Upload } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';

import type { ComplianceFile } from '../../../../shared/compliance/api.ts';
import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, DOCUMENT_MAX_BYTES, DOCUMENT_MEDIA_TYPES, DOCUMENT_MESSAGES, type DocumentKind } from '../../../../shared/compliance/documents.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { documentUrl, useUploadDocument } from '../api/save-file.ts';

type Documents = NonNullable<ComplianceFile['documents']>;
type DocumentsSectionProps = { clientId: string; documents: Documents };

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });
const size = (bytes: number) => (bytes < 1024 * 1024 ? `${String(Math.max(1, Math.round(bytes / 1024)))} Ko` : `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} Mo`);

/** What the browser can tell before sending: the server reads the type from the content itself. */
function precheck(file: File | undefined): string | undefined {
  if (!file) return 'Choisissez un fichier';
  if (file.size === 0) return DOCUMENT_MESSAGES.empty;
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_MESSAGES.tooLarge;
  if (file.type !== '' && !(DOCUMENT_MEDIA_TYPES as readonly string[]).includes(file.type)) return DOCUMENT_MESSAGES.badType;
  return undefined;
}

/** « Pièces »: the client's documents, each downloaded (and journalled) by its link, and the upload of another. */
export function DocumentsSection({ clientId, documents }: DocumentsSectionProps) {
  const id = useId();
  const upload = useUploadDocument(clientId);
  const input = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<DocumentKind>('lettre_mission');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | undefined>();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    upload.reset();
    setSent(undefined);
    const file = input.current?.files?.[0];
    const refused = precheck(file);
    setError(refused);
    if (refused || !file) return;
    upload.mutate(
      { file, kind },
      {
        onSuccess: () => {
          setSent(file.name);
          if (input.current) input.current.value = '';
        },
      },
    );
  };
  const message = error ?? (upload.isError ? errorMessage(upload.error) : undefined);

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 pb-2">
      <h3 id={`${id}-title`} className="text-base font-semibold">
        Pièces
      </h3>
      {documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucune pièce jointe.</p>
      ) : (
        <ul className="divide-y divide-border rounded-md border border-border">
          {documents.map((document) => (
            <li key={document.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <span className="grid">
                <span className="font-medium">{DOCUMENT_KIND_LABELS[document.kind]}</span>
                <span className="text-xs text-muted-foreground">
                  {document.fileName} · {size(document.size)} · ajouté le {dateTime.format(new Date(document.uploadedAt))}
                  {document.uploadedByName ? ` par ${document.uploadedByName}` : ''}
                </span>
              </span>
              <a href={documentUrl(document.id)} download={document.fileName} className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline" aria-label={`Télécharger ${document.fileName}`}>
                <Download aria-hidden="true" className="size-4" />
                Télécharger
              </a>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={handleSubmit} className="grid gap-3 rounded-md border border-dashed border-border p-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-kind`}>Type de pièce</Label>
          <Select id={`${id}-kind`} value={kind} onChange={(event) => setKind(DOCUMENT_KINDS.find((candidate) => candidate === event.target.value) ?? 'autre')}>
            {DOCUMENT_KINDS.map((candidate) => (
              <option key={candidate} value={candidate}>
                {DOCUMENT_KIND_LABELS[candidate]}
              </option>
            ))}
          </Select>
          <Label htmlFor={`${id}-file`}>Fichier (PDF, PNG ou JPEG, 10 Mo au plus)</Label>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-error` : undefined}
            className="text-sm"
            onChange={() => {
              setError(undefined);
              setSent(undefined);
              upload.reset();
            }}
          />
        </div>
        <Button type="submit" size="sm" pending={upload.isPending}>
          <Upload aria-hidden="true" />
          Ajouter la pièce
        </Button>
        {message ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive sm:col-span-2">
            {message}
          </p>
        ) : null}
        {sent ? (
          <Alert variant="success" role="status" className="sm:col-span-2">
            Pièce ajoutée : {sent}
          </Alert>
        ) : null}
      </form>
    </section>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { FileUp, Upload } from 'lucide-react';

import { CSV_IMPORT_MESSAGES, REQUIRED_CSV_COLUMNS } from '../../../../shared/clients-import.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCsvImport } from '../hooks/use-csv-import.ts';
import { ImportOutcome } from './import-outcome.tsx';
import { ImportPreviewPanel } from './import-preview.tsx';

/** The 'Importer un CSV' button and its dialog; closing the dialog forgets the chosen file. */
export function ImportDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Upload aria-hidden="true" />
          Importer un CSV
        </Button>
      </DialogTrigger>
      <DialogContent widthClassName="max-w-3xl">
        <DialogHeader
          title="Importer un CSV"
          description={
            <>
              Un fichier <strong>.csv</strong> (10 Mo au maximum), séparateur <strong>point-virgule (;)</strong>, la
              première ligne donnant les noms des colonnes. Colonnes obligatoires :{' '}
              <strong>{REQUIRED_CSV_COLUMNS.join(' et ')}</strong>. Reconnues aussi : numero_client, classification,
              statut, date_cloture (JJ/MM/AAAA), adresse, code_postal, ville, telephone, email, logiciel. Les fichiers
              enregistrés par Excel (UTF-8 ou Windows-1252) sont lus tels quels.
            </>
          }
        />
        <ImportForm />
      </DialogContent>
    </Dialog>
  );
}

function ImportForm() {
  const { state, selectFile, startImport } = useCsvImport();
  const [update, setUpdate] = useState(false);
  const importing = state.step === 'importing';
  const preview = 'preview' in state ? state.preview : null;
  const fileName = 'file' in state ? state.file.name : state.step === 'refused' ? state.fileName : null;
  const canImport = (state.step === 'ready' || state.step === 'failed') && state.preview.missingRequired.length === 0;

  return (
    <div className="grid gap-4">
      <CsvFilePicker fileName={fileName} disabled={importing} emptied={state.step === 'done'} onSelect={selectFile} />

      {state.step === 'checking' ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Lecture du fichier…
        </p>
      ) : null}
      {state.step === 'refused' ? <Alert>{state.message}</Alert> : null}
      {preview && state.step !== 'done' ? <ImportPreviewPanel preview={preview} /> : null}

      {state.step === 'ready' || state.step === 'failed' || importing ? (
        <UpdateExistingCheckbox checked={update} disabled={importing} onChange={setUpdate} />
      ) : null}

      {importing ? (
        <div className="grid gap-1.5" aria-live="polite">
          <Progress label="Importation" value={state.progress?.done ?? 0} max={state.progress?.total ?? preview?.totalRows ?? 0} />
          <p className="text-sm text-muted-foreground">
            Importation… {state.progress ? `${state.progress.done} / ${state.progress.total}` : ''}
          </p>
        </div>
      ) : null}
      {state.step === 'failed' ? (
        <Alert>
          <p className="font-medium">{CSV_IMPORT_MESSAGES.failed}</p>
          {state.detail ? <p>{state.detail}</p> : null}
        </Alert>
      ) : null}
      {state.step === 'done' ? <ImportOutcome result={state.result} /> : null}

      <DialogFooter>
        {state.step === 'done' ? null : (
          <Button onClick={() => startImport(update)} disabled={!canImport} pending={importing}>
            Importer
          </Button>
        )}
      </DialogFooter>
    </div>
  );
}

type CsvFilePickerProps = {
  fileName: string | null;
  disabled: boolean;
  /** The import is done: the input is emptied, so choosing the same file again is a change. */
  emptied: boolean;
  onSelect: (file: File | undefined) => void;
};

/** « Fichier CSV »: a French button over the native file input, and the chosen file's name. */
function CsvFilePicker({ fileName, disabled, emptied, onSelect }: CsvFilePickerProps) {
  const inputId = useId();
  const labelId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (emptied && inputRef.current) inputRef.current.value = '';
  }, [emptied]);
  return (
    <div className="grid gap-1.5">
      <span id={labelId} className="text-sm font-medium">
        Fichier CSV
      </span>
      <div className="flex items-center gap-3">
        {/* The native input stays (keyboard, labels, tests) but hidden: its button would speak the browser's language. */}
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          aria-labelledby={labelId}
          disabled={disabled}
          onChange={(event) => onSelect(event.target.files?.[0])}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={buttonClassName(
            'secondary',
            'sm',
            'peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-disabled:pointer-events-none peer-disabled:opacity-60',
          )}
        >
          <FileUp aria-hidden="true" />
          Choisir un fichier…
        </label>
        <span className="truncate text-sm text-muted-foreground">{fileName ?? 'Aucun fichier choisi'}</span>
      </div>
    </div>
  );
}

type UpdateExistingCheckboxProps = { checked: boolean; disabled: boolean; onChange: (checked: boolean) => void };

function UpdateExistingCheckbox({ checked, disabled, onChange }: UpdateExistingCheckboxProps) {
  return (
    <label className="flex items-start gap-2 text-sm">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-4 accent-primary"
      />
      <span>
        Mettre à jour les clients existants
        <span className="block text-muted-foreground">Sinon, les lignes dont le SIRET ou le numéro client existe déjà sont ignorées.</span>
      </span>
    </label>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';

import { CSV_IMPORT_MESSAGES, type ImportPreview, type ImportResult } from '../../../../shared/clients-import.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { softwareQueryKey } from '../../../entities/software/software-query.ts';
import { clientsQueryKey } from '../../../entities/client/clients-query.ts';
import { checkImportFile, previewImport, runImport, type ImportProgress } from '../api/import-clients.ts';

/** SPEC §9: the list reloads 2 s after an import. */
export const IMPORT_REFRESH_DELAY_MS = 2_000;

export type ImportStep =
  | { step: 'idle' }
  | { step: 'checking'; file: File }
  | { step: 'refused'; fileName: string; message: string }
  | { step: 'ready'; file: File; preview: ImportPreview }
  | { step: 'importing'; file: File; preview: ImportPreview; progress: ImportProgress | null }
  | { step: 'done'; preview: ImportPreview; result: ImportResult }
  | { step: 'failed'; file: File; preview: ImportPreview; detail?: string };

function previewFailure(error: unknown): string {
  return error instanceof ApiError ? error.message : CSV_IMPORT_MESSAGES.failed;
}

/** Choose a file (checked here, then previewed by the server), then import it with progress. */
export function useCsvImport() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ImportStep>({ step: 'idle' });
  const previewAbort = useRef<AbortController | null>(null);
  useEffect(() => () => previewAbort.current?.abort(), []);

  function selectFile(file: File | undefined) {
    previewAbort.current?.abort();
    if (!file) {
      setState({ step: 'idle' });
      return;
    }
    const refusal = checkImportFile(file);
    if (refusal) {
      setState({ step: 'refused', fileName: file.name, message: refusal });
      return;
    }
    const abort = new AbortController();
    previewAbort.current = abort;
    setState({ step: 'checking', file });
    previewImport(file, abort.signal).then(
      (preview) => setState({ step: 'ready', file, preview }),
      (error: unknown) => {
        if (!abort.signal.aborted) setState({ step: 'refused', fileName: file.name, message: previewFailure(error) });
      },
    );
  }

  function startImport(update: boolean) {
    if (state.step !== 'ready' && state.step !== 'failed') return;
    const { file, preview } = state;
    setState({ step: 'importing', file, preview, progress: null });
    runImport(file, { update, onProgress: (progress) => setState({ step: 'importing', file, preview, progress }) }).then(
      (result) => {
        setState({ step: 'done', preview, result });
        // Not tied to the dialog: the list reloads even when it was closed meanwhile.
        setTimeout(() => {
          void queryClient.invalidateQueries({ queryKey: clientsQueryKey });
          void queryClient.invalidateQueries({ queryKey: softwareQueryKey });
        }, IMPORT_REFRESH_DELAY_MS);
      },
      (error: unknown) => {
        const detail = error instanceof ApiError && error.message !== CSV_IMPORT_MESSAGES.failed ? error.message : undefined;
        setState({ step: 'failed', file, preview, detail });
      },
    );
  }

  return { state, selectFile, startImport };
}

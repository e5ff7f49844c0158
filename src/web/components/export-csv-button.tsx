import { useState } from 'react';
import { Download } from 'lucide-react';

import { errorMessage } from '../lib/api-error.ts';
import { downloadCsv } from '../lib/download-csv.ts';
import { Button } from './ui/button.tsx';
import { toast } from './ui/toast.tsx';

type ExportCsvButtonProps = {
  /** The file's French name before its date ('habilitations-impots'). */
  name: string;
  /** The CSV of the rows as shown (toExcelCsv), built only when clicked; a promise when it needs the server first. */
  onBuild: () => string | Promise<string>;
  disabled?: boolean;
};

/** « Exporter (CSV) » of a list the browser holds: the rows its filters show, as a French Excel file. */
export function ExportCsvButton({ name, onBuild, disabled }: ExportCsvButtonProps) {
  const [pending, setPending] = useState(false);
  const handleClick = async () => {
    const built = onBuild();
    if (typeof built === 'string') return downloadCsv(name, built);
    setPending(true);
    try {
      downloadCsv(name, await built);
    } catch (error) {
      toast.error('Export impossible', errorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="secondary" disabled={disabled} pending={pending} onClick={() => void handleClick()}>
      {pending ? null : <Download aria-hidden="true" />}
      Exporter (CSV)
    </Button>
  );
}

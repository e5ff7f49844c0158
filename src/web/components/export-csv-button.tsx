import { Download } from 'lucide-react';

import { downloadCsv } from '../lib/download-csv.ts';
import { Button } from './ui/button.tsx';

type ExportCsvButtonProps = {
  /** The file's French name before its date ('habilitations-impots'). */
  name: string;
  /** The CSV of the rows as shown (toExcelCsv), built only when clicked. */
  onBuild: () => string;
  disabled?: boolean;
};

/** « Exporter (CSV) » of a list the browser holds: the rows its filters show, as a French Excel file. */
export function ExportCsvButton({ name, onBuild, disabled }: ExportCsvButtonProps) {
  return (
    <Button variant="secondary" disabled={disabled} onClick={() => downloadCsv(name, onBuild())}>
      <Download aria-hidden="true" />
      Exporter (CSV)
    </Button>
  );
}

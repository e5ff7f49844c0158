import type { ClientRow } from '../../../../../shared/clients.ts';
import type { ClientColumn } from '../../lib/client-columns.ts';
import type { CellPos } from '../../lib/grid-state.ts';
import { ClassificationEditor, ProfileSelectEditor, SoftwareEditor, StatusEditor } from './select-editors.tsx';
import {
  CodePostalEditor,
  DateClotureEditor,
  DateCreationEditor,
  JourTvaEditor,
  PlainTextEditor,
  SiretEditor,
  VilleEditor,
} from './text-editors.tsx';

type CellEditorProps = { column: ClientColumn; pos: CellPos; row: ClientRow; initial?: string };

/** The editor for a cell's kind; the collaborators and actions cells have none (they use menus and dialogs). */
export function CellEditor({ column, ...props }: CellEditorProps) {
  const editorProps = { ...props, label: column.header };
  switch (column.kind) {
    case 'text':
      return <PlainTextEditor field={column.key} {...editorProps} />;
    case 'siret':
      return <SiretEditor {...editorProps} />;
    case 'date':
      return <DateClotureEditor {...editorProps} />;
    case 'codePostal':
      return <CodePostalEditor {...editorProps} />;
    case 'ville':
      return <VilleEditor {...editorProps} />;
    case 'classification':
      return <ClassificationEditor {...editorProps} />;
    case 'status':
      return <StatusEditor {...editorProps} />;
    case 'software':
      return <SoftwareEditor {...editorProps} />;
    case 'profileSelect':
      return <ProfileSelectEditor field={column.key} {...editorProps} />;
    case 'jourTva':
      return <JourTvaEditor {...editorProps} />;
    case 'dateCreation':
      return <DateCreationEditor {...editorProps} />;
    default:
      return null;
  }
}

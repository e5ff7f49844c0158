import type { ChangeEvent } from 'react';

import { cn } from '../../lib/cn.ts';
import type { RowSelection } from './use-row-selection.ts';

const CHECKBOX = 'size-4 cursor-pointer accent-primary disabled:cursor-progress';

/** Shift held on the click (or on Space) that changed the box: a range. */
const withShift = (event: ChangeEvent<HTMLInputElement>) =>
  event.nativeEvent instanceof MouseEvent && event.nativeEvent.shiftKey;

type RowCheckboxProps = {
  id: string;
  /** What the row is called: « Sélectionner <raison sociale> ». */
  name: string;
  checked: boolean;
  /** RowSelection.toggle: stable, so memoised rows keep their memo. */
  onToggle: RowSelection['toggle'];
  tabIndex?: number;
  className?: string;
};

/** A row's box « Sélectionner <name> »; Shift+click (or Shift+Space) selects the range from the last box clicked. */
export function RowCheckbox({ id, name, checked, onToggle, tabIndex, className }: RowCheckboxProps) {
  return (
    <input
      type="checkbox"
      aria-label={`Sélectionner ${name}`}
      className={cn(CHECKBOX, className)}
      tabIndex={tabIndex}
      checked={checked}
      onChange={(event) => onToggle(id, event.target.checked, withShift(event))}
    />
  );
}

type SelectAllCheckboxProps = {
  selection: Pick<RowSelection, 'allState' | 'toggleAll' | 'loadingAll'>;
  disabled?: boolean;
  tabIndex?: number;
};

/** « Tout sélectionner »: every row the filters show, not only those drawn. */
export function SelectAllCheckbox({ selection, disabled = false, tabIndex }: SelectAllCheckboxProps) {
  const { allState } = selection;
  return (
    <input
      type="checkbox"
      aria-label="Tout sélectionner"
      className={CHECKBOX}
      tabIndex={tabIndex}
      checked={allState === true}
      aria-busy={selection.loadingAll || undefined}
      ref={(box) => {
        if (box) box.indeterminate = allState === 'mixed';
      }}
      disabled={disabled || selection.loadingAll}
      onChange={selection.toggleAll}
    />
  );
}

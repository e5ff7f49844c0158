import { useEffect, useRef, type KeyboardEvent } from 'react';

import type { CommitMove } from '../grid-context.ts';

export type SelectOption = { value: string; label: string };

type SelectCellEditorProps = {
  label: string;
  value: string;
  options: readonly SelectOption[];
  /** A choice saves at once; Enter, Tab or blur keep the current value. */
  onPick: (value: string, move: CommitMove) => void;
  onCancel: () => void;
};

/** A native select, opened at once where the browser allows it. */
export function SelectCellEditor({ label, value, options, onPick, onCancel }: SelectCellEditorProps) {
  const selectRef = useRef<HTMLSelectElement>(null);
  const finished = useRef(false);

  useEffect(() => {
    const select = selectRef.current;
    if (!select) return;
    select.focus({ preventScroll: true });
    select.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    try {
      select.showPicker();
    } catch {
      // No user activation (the edit was opened by a script) or no picker support: the select stays closed.
    }
  }, []);

  function pick(next: string, move: CommitMove) {
    if (finished.current) return;
    finished.current = true;
    onPick(next, move);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLSelectElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      pick(event.currentTarget.value, 'stay');
    } else if (event.key === 'Tab') {
      event.preventDefault();
      pick(event.currentTarget.value, event.shiftKey ? 'prev' : 'next');
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      finished.current = true;
      onCancel();
    }
  }

  return (
    <select
      ref={selectRef}
      aria-label={label}
      defaultValue={value}
      onChange={(event) => pick(event.target.value, 'stay')}
      onKeyDown={handleKeyDown}
      onBlur={(event) => pick(event.target.value, 'none')}
      className="h-full w-full cursor-pointer bg-surface px-1.5 text-sm text-foreground outline-2 -outline-offset-2 outline-ring"
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

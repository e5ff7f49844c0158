import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Popover } from 'radix-ui';

import { cn } from '../../../../lib/cn.ts';
import type { CommitMove } from '../grid-context.ts';

export type Suggestion = { id: string; label: string; onPick: () => void };

const NO_SUGGESTIONS: readonly Suggestion[] = [];

type TextCellEditorProps = {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Enter (stay), Tab (next / previous cell) or blur (none). */
  onFinish: (move: CommitMove) => void;
  onCancel: () => void;
  invalid?: boolean;
  placeholder?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  maxLength?: number;
  /** Offered under the input (communes for a postcode); arrows choose, Enter or a click picks. A label makes it a combobox. */
  suggestions?: readonly Suggestion[];
  suggestionsLabel?: string;
};

/** The input a text cell turns into: Enter saves, Escape cancels, Tab saves and moves on, blur saves. */
export function TextCellEditor({
  label,
  value,
  onValueChange,
  onFinish,
  onCancel,
  invalid = false,
  placeholder,
  inputMode,
  maxLength,
  suggestions = NO_SUGGESTIONS,
  suggestionsLabel,
}: TextCellEditorProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  // Enter, Escape or Tab end the edit; the blur that follows the unmount must not save again.
  const finished = useRef(false);
  const listId = useId();
  const [highlight, setHighlight] = useState(-1);
  const [seenSuggestions, setSeenSuggestions] = useState(suggestions);
  if (seenSuggestions !== suggestions) {
    setSeenSuggestions(suggestions);
    setHighlight(-1);
  }

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.focus({ preventScroll: true });
    input.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    input.setSelectionRange(input.value.length, input.value.length);
  }, []);

  function finish(move: CommitMove) {
    if (finished.current) return;
    finished.current = true;
    onFinish(move);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    const count = suggestions.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setHighlight((current) => Math.min(current + 1, count - 1));
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setHighlight((current) => Math.max(current - 1, -1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const picked = suggestions[highlight];
      if (picked) {
        finished.current = true;
        picked.onPick();
      } else finish('stay');
    } else if (event.key === 'Tab') {
      event.preventDefault();
      finish(event.shiftKey ? 'prev' : 'next');
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      finished.current = true;
      onCancel();
    }
  }

  const open = suggestions.length > 0;
  const combobox = suggestionsLabel !== undefined;
  const activeId = highlight >= 0 ? `${listId}-${highlight}` : undefined;

  return (
    <Popover.Root open={open}>
      <Popover.Anchor asChild>
        <input
          ref={inputRef}
          aria-label={label}
          aria-invalid={invalid || undefined}
          // A combobox whenever it can offer suggestions, so its role does not change while typing.
          role={combobox ? 'combobox' : undefined}
          aria-expanded={combobox ? open : undefined}
          aria-controls={open ? listId : undefined}
          aria-autocomplete={combobox ? 'list' : undefined}
          aria-activedescendant={activeId}
          value={value}
          placeholder={placeholder}
          inputMode={inputMode}
          maxLength={maxLength}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onValueChange(event.target.value)}
          onKeyDown={handleKeyDown}
          onBlur={() => finish('none')}
          className={cn(
            'h-full w-full bg-surface px-2 text-sm text-foreground outline-2 -outline-offset-2 outline-ring',
            invalid && 'outline-destructive',
          )}
        />
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="start"
          sideOffset={2}
          // The input keeps the focus: typing goes on while the list is shown.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          className="z-50 max-h-60 min-w-56 overflow-y-auto rounded-md border border-border bg-surface p-1 text-sm shadow-md"
        >
          {suggestionsLabel ? <p className="px-2 py-1 text-xs text-muted-foreground">{suggestionsLabel}</p> : null}
          <ul id={listId} role="listbox" aria-label={suggestionsLabel ?? label}>
            {suggestions.map((suggestion, index) => (
              <li
                key={suggestion.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === highlight}
                className={cn(
                  'cursor-pointer rounded-sm px-2 py-1.5 hover:bg-muted',
                  index === highlight && 'bg-muted font-medium',
                )}
                // mousedown would blur the input (and save) before the click picks.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  finished.current = true;
                  suggestion.onPick();
                }}
              >
                {suggestion.label}
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

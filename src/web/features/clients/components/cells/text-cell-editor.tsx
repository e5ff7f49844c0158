import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
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
export function TextCellEditor(props: TextCellEditorProps) {
  const { label, value, onValueChange, invalid = false, suggestions = NO_SUGGESTIONS, suggestionsLabel } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const keys = useTextEditorKeys({ suggestions, onFinish: props.onFinish, onCancel: props.onCancel });
  useFocusAtEnd(inputRef);

  const open = suggestions.length > 0;
  const combobox = suggestionsLabel !== undefined;
  const activeId = keys.highlight >= 0 ? `${listId}-${keys.highlight}` : undefined;

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
          placeholder={props.placeholder}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onValueChange(event.target.value)}
          onKeyDown={keys.handleKeyDown}
          onBlur={() => keys.finish('none')}
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
          <SuggestionList id={listId} label={suggestionsLabel ?? label} suggestions={suggestions} highlight={keys.highlight} onPick={keys.pick} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** Focused on opening, the caret after the text, the cell scrolled into view. */
function useFocusAtEnd(inputRef: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.focus({ preventScroll: true });
    input.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    input.setSelectionRange(input.value.length, input.value.length);
  }, [inputRef]);
}

type EditorKeysOptions = Pick<TextCellEditorProps, 'onFinish' | 'onCancel'> & { suggestions: readonly Suggestion[] };

/**
 * The editor's keys: arrows move through the suggestions, Enter picks one or saves, Tab saves and
 * moves on, Escape cancels. The edit ends once: the blur that follows the unmount does not save again.
 */
function useTextEditorKeys({ suggestions, onFinish, onCancel }: EditorKeysOptions) {
  const finished = useRef(false);
  const [highlight, setHighlight] = useState(-1);
  const [seenSuggestions, setSeenSuggestions] = useState(suggestions);
  if (seenSuggestions !== suggestions) {
    setSeenSuggestions(suggestions);
    setHighlight(-1);
  }

  function finish(move: CommitMove) {
    if (finished.current) return;
    finished.current = true;
    onFinish(move);
  }

  function pick(suggestion: Suggestion) {
    finished.current = true;
    suggestion.onPick();
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
      if (picked) pick(picked);
      else finish('stay');
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

  return { highlight, finish, pick, handleKeyDown };
}

type SuggestionListProps = {
  id: string;
  label: string;
  suggestions: readonly Suggestion[];
  highlight: number;
  onPick: (suggestion: Suggestion) => void;
};

function SuggestionList({ id, label, suggestions, highlight, onPick }: SuggestionListProps) {
  return (
    <ul id={id} role="listbox" aria-label={label}>
      {suggestions.map((suggestion, index) => (
        <li
          key={suggestion.id}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === highlight}
          className={cn('cursor-pointer rounded-sm px-2 py-1.5 hover:bg-muted', index === highlight && 'bg-muted font-medium')}
          // mousedown would blur the input (and save) before the click picks.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(suggestion)}
        >
          {suggestion.label}
        </li>
      ))}
    </ul>
  );
}

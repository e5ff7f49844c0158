import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';

import { SEARCH_MAX_LENGTH, SEARCH_MESSAGES } from '../../../../shared/search.ts';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useGlobalSearch } from '../api/global-search.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { moveActive, resultsAnnouncement, searchOptions, type SearchOption } from '../lib/search-options.ts';
import { isSearchShortcut, shortcutHint } from '../lib/search-shortcut.ts';
import { SearchResultsList } from './search-results-list.tsx';

const DEBOUNCE_MS = 200;

/**
 * The top bar's search (ARIA combobox with a listbox popup): clients and tasks, ↑/↓ to move,
 * Enter to open, Escape to close. Ctrl+K / ⌘K focuses it from anywhere; Escape then gives the
 * focus back to where it was.
 */
export function GlobalSearch() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const navigate = useNavigate();
  const listboxId = useId();
  const hint = useMemo(() => shortcutHint(navigator.platform), []);

  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const search = useGlobalSearch(query);
  const options = useMemo(() => searchOptions(search.data), [search.data]);
  const activeIndex = options.findIndex((option) => option.key === activeKey);
  const active = activeIndex >= 0 ? options[activeIndex] : undefined;
  const typed = text.trim() !== '';
  // The answer on screen is for what is typed now (not a previous answer kept while loading).
  const settled = typed && query === text.trim() && !search.isPlaceholderData && search.isSuccess;
  const expanded = open && typed;

  useEffect(() => {
    function handleShortcut(event: globalThis.KeyboardEvent) {
      if (!isSearchShortcut(event)) return;
      const input = inputRef.current;
      // A modal dialog hides the page from the keyboard: the search is not reachable then.
      if (!input || input.closest('[aria-hidden="true"], [inert]')) return;
      event.preventDefault();
      if (document.activeElement !== input && document.activeElement instanceof HTMLElement) {
        returnFocusTo.current = document.activeElement;
      }
      input.focus();
      input.select();
      setOpen(true);
    }
    // Capture: a grid or an editor handling its own keys must not swallow the shortcut.
    document.addEventListener('keydown', handleShortcut, true);
    return () => document.removeEventListener('keydown', handleShortcut, true);
  }, []);

  function close({ restoreFocus }: { restoreFocus: boolean }) {
    setOpen(false);
    setActiveKey(null);
    const previous = returnFocusTo.current;
    returnFocusTo.current = null;
    if (restoreFocus && previous?.isConnected) previous.focus();
  }

  function handleSelect(option: SearchOption) {
    close({ restoreFocus: false });
    setText('');
    // The opened sheet or task form takes the keyboard from here.
    inputRef.current?.blur();
    if (option.kind === 'client') void navigate({ to: '/clients', search: { fiche: option.client.id } });
    else void navigate({ to: '/tasks', search: { tache: option.task.id } });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const next = moveActive(activeIndex, event.key === 'ArrowDown' ? 1 : -1, options.length);
      setActiveKey(options[next]?.key ?? null);
    } else if (event.key === 'Enter') {
      const target = active ?? options[0];
      if (!expanded || !target) return;
      event.preventDefault();
      handleSelect(target);
    } else if (event.key === 'Escape') {
      // A search field would clear itself on Escape: here Escape closes, the text stays.
      event.preventDefault();
      if (expanded) close({ restoreFocus: true });
      else if (text) setText('');
      else close({ restoreFocus: true });
    }
  }

  return (
    <div role="search" className="relative w-full max-w-md">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        ref={inputRef}
        type="search"
        role="combobox"
        aria-label="Recherche globale"
        aria-expanded={expanded}
        aria-controls={expanded && options.length > 0 ? listboxId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active ? `${listboxId}-${active.key}` : undefined}
        aria-keyshortcuts="Control+K Meta+K"
        autoComplete="off"
        spellCheck={false}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder="Rechercher un client, une tâche..."
        className="h-9 bg-muted pr-16 pl-9 [&::-webkit-search-cancel-button]:hidden"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActiveKey(null);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => close({ restoreFocus: false })}
        onKeyDown={handleKeyDown}
      />
      <span className="pointer-events-none absolute top-1/2 right-3 flex -translate-y-1/2 items-center gap-2 text-xs text-muted-foreground">
        {expanded && search.isFetching ? <Spinner className="size-3.5" /> : null}
        <kbd aria-hidden="true" className="rounded border border-border bg-surface px-1.5 font-sans">
          {hint}
        </kbd>
      </span>
      {expanded ? (
        <div
          className="absolute top-full left-0 z-30 mt-1 w-[min(36rem,calc(100vw-2rem))] overflow-hidden rounded-md border border-border bg-surface shadow-lg"
          // Clicking a result must not blur the box (which would close the list before the click lands).
          onMouseDown={(event) => event.preventDefault()}
        >
          {options.length > 0 ? (
            <SearchResultsList
              id={listboxId}
              options={options}
              activeKey={active?.key ?? null}
              onActivate={setActiveKey}
              onSelect={handleSelect}
            />
          ) : null}
          <SearchStatus
            loading={!search.data && search.isFetching}
            error={search.isError ? search.error.message : null}
            settled={settled}
            count={options.length}
          />
        </div>
      ) : null}
    </div>
  );
}

type SearchStatusProps = { loading: boolean; error: string | null; settled: boolean; count: number };

/** One live region: the visible message (loading, failure, 'Aucun résultat'), or the count for screen readers. */
function SearchStatus({ loading, error, settled, count }: SearchStatusProps) {
  const shown = error ? `${SEARCH_MESSAGES.failed} : ${error}` : loading ? 'Recherche…' : settled && count === 0 ? SEARCH_MESSAGES.noResult : null;
  const className = shown === null ? 'sr-only' : cn('px-3 py-3 text-sm', error ? 'text-destructive' : 'text-muted-foreground');
  return (
    <p role="status" className={className}>
      {shown ?? (settled ? resultsAnnouncement(count) : '')}
    </p>
  );
}

import { useId, useMemo, useRef } from 'react';
import { Search } from 'lucide-react';

import { SEARCH_MAX_LENGTH, SEARCH_MESSAGES } from '../../../../shared/search.ts';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useSearchBox } from '../hooks/use-search-box.ts';
import { resultsAnnouncement } from '../lib/search-options.ts';
import { shortcutHint } from '../lib/search-shortcut.ts';
import { SearchResultsList } from './search-results-list.tsx';

/**
 * The top bar's search (ARIA combobox with a listbox popup): clients, their missions and tasks, ↑/↓ to move,
 * Enter to open, Escape to close. Ctrl+K / ⌘K focuses it from anywhere; Escape then gives the
 * focus back to where it was.
 */
export function GlobalSearch() {
  const inputRef = useRef<HTMLInputElement>(null);
  const box = useSearchBox(inputRef);
  const { expanded, options, active, search } = box;
  const listboxId = useId();
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
        value={box.text}
        onChange={(event) => box.handleChange(event.target.value)}
        onFocus={box.handleFocus}
        onBlur={box.handleBlur}
        onKeyDown={box.handleKeyDown}
      />
      <SearchAdornment fetching={expanded && search.isFetching} />
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
              onActivate={box.setActiveKey}
              onSelect={box.handleSelect}
            />
          ) : null}
          <SearchStatus
            loading={!search.data && search.isFetching}
            error={search.isError ? search.error.message : null}
            settled={box.settled}
            count={options.length}
          />
        </div>
      ) : null}
    </div>
  );
}

/** Inside the box, on the right: a spinner while results load, and the shortcut (Ctrl K or ⌘K). */
function SearchAdornment({ fetching }: { fetching: boolean }) {
  const hint = useMemo(() => shortcutHint(navigator.platform), []);
  return (
    <span className="pointer-events-none absolute top-1/2 right-3 flex -translate-y-1/2 items-center gap-2 text-xs text-muted-foreground">
      {fetching ? <Spinner className="size-3.5" /> : null}
      <kbd aria-hidden="true" className="rounded border border-border bg-surface px-1.5 font-sans">
        {hint}
      </kbd>
    </span>
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

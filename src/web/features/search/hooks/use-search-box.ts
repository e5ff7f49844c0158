import { useMemo, useState, type KeyboardEvent, type RefObject } from 'react';
import { useNavigate } from '@tanstack/react-router';

import { useGlobalSearch } from '../api/global-search.ts';
import { moveActive, searchOptions, type SearchOption } from '../lib/search-options.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSearchShortcut } from './use-search-shortcut.ts';

const DEBOUNCE_MS = 200;

/** The results for what is typed (debounced), as options, and whether they answer the text on screen. */
function useSearchResults(text: string) {
  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const search = useGlobalSearch(query);
  const options = useMemo(() => searchOptions(search.data), [search.data]);
  // The answer on screen is for what is typed now (not a previous answer kept while loading).
  const settled = text.trim() !== '' && query === text.trim() && !search.isPlaceholderData && search.isSuccess;
  return { search, options, settled };
}

/** Opens a result: the client's sheet on Clients, the mission's sheet on its campaign's Production board, the task's form on Tâches. */
function useOpenResult() {
  const navigate = useNavigate();
  return (option: SearchOption) => {
    if (option.kind === 'client') void navigate({ to: '/clients', search: { fiche: option.client.id } });
    else if (option.kind === 'mission') {
      const { id, templateId, closingDate } = option.mission;
      void navigate({ to: '/production', search: { modele: templateId, exercice: Number(closingDate.slice(0, 4)), mission: id } });
    } else void navigate({ to: '/tasks', search: { tache: option.task.id } });
  };
}

/** The search combobox's state: the text, whether the list is open, the active option, and its keys. */
export function useSearchBox(inputRef: RefObject<HTMLInputElement | null>) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const releaseFocus = useSearchShortcut(inputRef, setOpen);
  const { search, options, settled } = useSearchResults(text);
  const openResult = useOpenResult();
  const activeIndex = options.findIndex((option) => option.key === activeKey);
  const active = activeIndex >= 0 ? options[activeIndex] : undefined;
  const expanded = open && text.trim() !== '';

  function close({ restoreFocus }: { restoreFocus: boolean }) {
    setOpen(false);
    setActiveKey(null);
    releaseFocus(restoreFocus);
  }

  function handleSelect(option: SearchOption) {
    close({ restoreFocus: false });
    setText('');
    // The opened sheet or task form takes the keyboard from here.
    inputRef.current?.blur();
    openResult(option);
  }

  function handleChange(value: string) {
    setText(value);
    setActiveKey(null);
    setOpen(true);
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
      if (!expanded && text) setText('');
      else close({ restoreFocus: true });
    }
  }

  const handleFocus = () => setOpen(true);
  const handleBlur = () => close({ restoreFocus: false });
  return { text, search, options, settled, active, expanded, setActiveKey, handleSelect, handleChange, handleKeyDown, handleFocus, handleBlur };
}

import { useCallback, useState } from 'react';

import { dateCellText, resolveDateCommit, withoutRowText, withRowText, type DateEdits, type RowTexts } from './lib/date-edits.ts';

/** The date cells of a client list: what each shows, and what typing, leaving and Escape do. */
export type DateEditing = {
  /** What the cell shows: the typed text, else the stored date as JJ/MM/AAAA. */
  textOf: (key: string, stored: string | null) => string;
  messageOf: (key: string) => string | undefined;
  /** A message under the cell (a failed save), or none. */
  setMessage: (key: string, message: string | undefined) => void;
  change: (key: string, text: string) => void;
  /** Escape, or a save that went through: the cell shows the stored date again. */
  reset: (key: string) => void;
  /**
   * Blur and Enter: the typed text is checked against the stored date; a refused one shows its
   * French message, an unchanged one is dropped, a new one (null: emptied) is handed to `save`.
   */
  commit: (key: string, stored: string | null, save: (date: string | null) => void) => void;
};

/**
 * The typed, not yet saved dates of a list's cells and their messages, by cell key (the client
 * id, or client id and field where a row has several dates). Mount the list afresh (key) to drop them.
 */
export function useDateEdits(): DateEditing {
  const [edits, setEdits] = useState<DateEdits>({});
  const [messages, setMessages] = useState<RowTexts>({});
  const setMessage = useCallback(
    (key: string, message: string | undefined) =>
      setMessages((current) => (message ? withRowText(current, key, message) : withoutRowText(current, key))),
    [],
  );
  const reset = useCallback(
    (key: string) => {
      setEdits((current) => withoutRowText(current, key));
      setMessage(key, undefined);
    },
    [setMessage],
  );
  return {
    textOf: (key, stored) => dateCellText(edits, key, stored),
    messageOf: (key) => messages[key],
    setMessage,
    change: (key, text) => {
      setEdits((current) => withRowText(current, key, text));
      setMessage(key, undefined);
    },
    reset,
    commit: (key, stored, save) => {
      const text = edits[key];
      if (text === undefined) return;
      const commit = resolveDateCommit(text, stored);
      if (commit.type === 'invalid') setMessage(key, commit.message);
      else if (commit.type === 'unchanged') setEdits((current) => withoutRowText(current, key));
      else save(commit.date);
    },
  };
}

import { describe, expect, it } from 'vitest';

import { AUTHORIZATION_MESSAGES } from '../../../../../shared/authorizations.ts';
import { dateCellText, resolveDateCommit, withRowText, withoutRowText } from './date-edits.ts';

describe('resolveDateCommit', () => {
  it('clears the stored date when the cell is emptied', () => {
    expect(resolveDateCommit('', '2025-03-14')).toEqual({ type: 'save', date: null });
    expect(resolveDateCommit('   ', '2025-03-14')).toEqual({ type: 'save', date: null });
  });

  it('sends nothing when the value did not change', () => {
    expect(resolveDateCommit('', null)).toEqual({ type: 'unchanged' });
    expect(resolveDateCommit('14/03/2025', '2025-03-14')).toEqual({ type: 'unchanged' });
  });

  it('stores a real DD/MM/YYYY date as YYYY-MM-DD', () => {
    expect(resolveDateCommit('29/02/2024', null)).toEqual({ type: 'save', date: '2024-02-29' });
    expect(resolveDateCommit('01/01/2026', '2025-12-31')).toEqual({ type: 'save', date: '2026-01-01' });
  });

  it('refuses anything but 10 characters with the format message', () => {
    for (const text of ['1/3/2025', '14/03/25', '14-03-2025x']) {
      expect(resolveDateCommit(text, null)).toEqual({ type: 'invalid', message: AUTHORIZATION_MESSAGES.dateFormat });
    }
  });

  it('refuses 10 characters that are not a real date with the date message', () => {
    for (const text of ['31/02/2025', '29/02/2025', '14-03-2025', 'aa/bb/cccc', '00/01/2025']) {
      expect(resolveDateCommit(text, null)).toEqual({ type: 'invalid', message: AUTHORIZATION_MESSAGES.dateInvalid });
    }
  });
});

describe('date edits', () => {
  const id = 'c1';

  it('shows the typed text, else the stored date in French', () => {
    expect(dateCellText({}, id, '2025-03-14')).toBe('14/03/2025');
    expect(dateCellText({}, id, null)).toBe('');
    expect(dateCellText(withRowText({}, id, '14/0'), id, '2025-03-14')).toBe('14/0');
    expect(dateCellText(withRowText({}, id, ''), id, '2025-03-14')).toBe('');
  });

  it('drops one edit and keeps the others', () => {
    const edits = withRowText(withRowText({}, id, '01/01/2025'), 'c2', '02/02/2025');
    expect(withoutRowText(edits, id)).toEqual({ c2: '02/02/2025' });
    expect(withoutRowText(edits, 'c3')).toBe(edits);
  });
});

import { describe, expect, it } from 'vitest';

import { refusedRowsText } from './refused-rows.ts';

const names = new Map([
  ['id-a', 'Alpha SARL'],
  ['id-b', 'Bêta SAS'],
]);

describe('the rows a bulk write refused', () => {
  it('names each row by its raison sociale, with the reason', () => {
    const text = refusedRowsText(
      [
        { path: 'id-a', message: "Ce client n'est pas actif" },
        { path: 'id-b', message: 'Ligne introuvable' },
      ],
      (id) => names.get(id),
    );
    expect(text).toBe("Alpha SARL : Ce client n'est pas actif\nBêta SAS : Ligne introuvable");
  });

  it('keeps the message of an issue that names no known row', () => {
    expect(refusedRowsText([{ path: 'ids', message: 'La sélection contient deux fois la même ligne' }], () => undefined)).toBe(
      'La sélection contient deux fois la même ligne',
    );
  });

  it('shows five rows and counts the others', () => {
    const issues = Array.from({ length: 8 }, (_, index) => ({ path: `row-${index}`, message: 'Ligne introuvable' }));
    const text = refusedRowsText(issues, (id) => id.toUpperCase());
    expect(text.split('\n')).toHaveLength(6);
    expect(text).toContain('… et 3 autre(s)');
  });
});

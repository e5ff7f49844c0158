import { describe, expect, it } from 'vitest';
import { batchLine, BULK_MAX_ROWS, BULK_MESSAGES, bulkIdsSchema } from './bulk.ts';

describe('batchLine', () => {
  it('names a batch as the Journal shows it, the count in French', () => {
    expect(batchLine({ kind: 'authorizations.update', rowCount: 8000 })).toBe('modification groupée (8\u202f000)');
    expect(batchLine({ kind: 'clients.delete', rowCount: 3 })).toBe('suppression groupée (3)');
    expect(batchLine({ kind: 'tasks.restore', rowCount: 2 })).toBe('restauration groupée (2)');
    expect(batchLine({ kind: 'clients.update', rowCount: 2, undoOf: '8c1f2b0e-5a1d-4c57-9d0e-2f7d9b1a6c33' })).toBe('annulation groupée (2)');
  });
});

describe('bulkIdsSchema', () => {
  const id = '8c1f2b0e-5a1d-4c57-9d0e-2f7d9b1a6c33';
  const message = (value: unknown) => bulkIdsSchema.safeParse(value).error?.issues[0]?.message;

  it('refuses an empty selection, a repeated row and more than the maximum, in French', () => {
    expect(message([])).toBe(BULK_MESSAGES.empty);
    expect(message([id, id])).toBe(BULK_MESSAGES.duplicate);
    expect(message(Array.from({ length: BULK_MAX_ROWS + 1 }, () => id))).toBe(BULK_MESSAGES.tooMany);
    expect(message(['pas-un-id'])).toBe('Identifiant invalide');
    expect(message([id])).toBeUndefined();
  });
});

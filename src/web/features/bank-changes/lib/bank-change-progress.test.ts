import { describe, expect, it } from 'vitest';

import type { BankChangeRow } from '../../../../shared/bank-changes.ts';
import { countInProgress, inProgressText, orderBankChanges } from './bank-change-progress.ts';

let serial = 0;
function change(fields: Partial<BankChangeRow> = {}): BankChangeRow {
  serial += 1;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    clientId: null,
    clientName: `Client ${serial}`,
    newBankName: 'Banque Populaire',
    changeDate: '2025-03-14',
    prelevementCabinetStatus: 'a_faire',
    impotStatus: 'a_faire',
    chargesSocialesStatus: 'a_faire',
    ebicsStatus: 'a_faire',
    createdAt: '2025-03-14T10:00:00.000Z',
    ...fields,
  };
}

const done = {
  prelevementCabinetStatus: 'termine',
  impotStatus: 'termine',
  chargesSocialesStatus: 'termine',
  ebicsStatus: 'termine',
} as const;

describe('bank change progress', () => {
  it('counts and lists the changes in progress first', () => {
    const finished = change(done);
    const newest = change({ impotStatus: 'termine' });
    const oldest = change();
    const almost = change({ ...done, ebicsStatus: 'en_cours' });
    const changes = [finished, newest, almost, oldest];
    expect(countInProgress(changes)).toBe(3);
    expect(orderBankChanges(changes)).toEqual([newest, almost, oldest, finished]);
  });

  it('words the subtitle as the SPEC does', () => {
    expect(inProgressText(0)).toBe('0 changement(s) de banque en cours');
    expect(inProgressText(1234)).toBe('1\u202f234 changement(s) de banque en cours');
  });
});

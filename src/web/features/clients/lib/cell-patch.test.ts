import { describe, expect, it } from 'vitest';

import { clientRow } from '../../../entities/client/test-rows.ts';
import {
  communePatch,
  dateCloturePatch,
  nullableTextPatch,
  raisonSocialePatch,
  siretPatch,
} from './cell-patch.ts';

const today = new Date('2025-06-15T10:00:00Z');

describe('cell patches', () => {
  it('saves an emptied text cell as null, and sends nothing when unchanged', () => {
    const row = clientRow({ ville: 'Lyon' });
    expect(nullableTextPatch('ville', '  ', row)).toEqual({ ville: null });
    expect(nullableTextPatch('ville', ' Lyon ', row)).toBeNull();
    expect(nullableTextPatch('ville', 'Lyon 3e', row)).toEqual({ ville: 'Lyon 3e' });
  });

  it('sends an emptied raison sociale so the server can refuse it', () => {
    expect(raisonSocialePatch('', clientRow({ raisonSociale: 'A' }))).toEqual({ raisonSociale: '' });
  });

  it('drops the spaces people type in a SIRET', () => {
    expect(siretPatch('732 829 320 00074', clientRow())).toEqual({ siret: '73282932000074' });
    expect(siretPatch('', clientRow({ siret: '1' }))).toEqual({ siret: null });
  });

  it('applies SPEC §5 to the date, and sends nothing when the shown date is kept', () => {
    const row = clientRow({ dateCloture: '2025-12-31' });
    expect(dateCloturePatch('31/12/2025', row, today)).toBeNull();
    expect(dateCloturePatch('mars', row, today)).toEqual({ dateCloture: '2025-03-31' });
    expect(dateCloturePatch('30/06', row, today)).toEqual({ dateCloture: '2025-06-30' });
    expect(dateCloturePatch('', clientRow({ dateCloture: '2025-03-31' }), today)).toEqual({
      dateCloture: '2025-12-31',
    });
    expect(dateCloturePatch('', clientRow(), today)).toBeNull();
  });

  it('saves a picked commune with its postcode', () => {
    expect(communePatch('69003', 'Lyon', clientRow({ codePostal: '69003' }))).toEqual({ ville: 'Lyon' });
    expect(communePatch('69003', 'Lyon', clientRow({ codePostal: '69003', ville: 'Lyon' }))).toBeNull();
  });
});

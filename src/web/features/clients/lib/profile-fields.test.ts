import { describe, expect, it } from 'vitest';

import { clientRow } from '../../../entities/client/test-rows.ts';
import { OPTIONAL_COLUMNS, visibleColumns } from './client-columns.ts';
import {
  dateCreationPatch,
  isDateCreationDraftValid,
  isJourTvaDraftValid,
  jourTvaPatch,
  NOT_SET_LABEL,
  PROFILE_OPTIONS,
  profileSelectPatch,
  profileText,
} from './profile-fields.ts';

describe('the fiscal profile in the grid and the sheet', () => {
  it('offers « Non renseigné » only for the fields that may stay empty, then the French labels', () => {
    expect(PROFILE_OPTIONS.regimeTva).toEqual([
      { value: '', label: NOT_SET_LABEL },
      { value: 'franchise', label: 'Franchise en base' },
      { value: 'mensuel', label: 'Réel normal — mensuel (CA3)' },
      { value: 'trimestriel', label: 'Réel normal — trimestriel (CA3)' },
      { value: 'simplifie', label: 'Réel simplifié (CA12)' },
    ]);
    expect(PROFILE_OPTIONS.cvae.map((option) => option.label)).toEqual(['Oui', 'Non']);
    expect(PROFILE_OPTIONS.employeur[0]).toEqual({ value: 'non', label: 'Non' });
    expect(PROFILE_OPTIONS.categorieEntreprise).toEqual([
      { value: '', label: 'Non renseignée' },
      { value: 'micro', label: 'Micro-entreprise' },
      { value: 'pme', label: 'PME' },
      { value: 'eti', label: 'ETI' },
      { value: 'ge', label: 'Grande entreprise' },
    ]);
  });

  it('shows each field as people read it', () => {
    const row = clientRow({ regimeImposition: 'ir_bnc', regimeTva: 'simplifie', jourTva: 16, employeur: 'plus_50', dateCreation: '2012-03-15', categorieEntreprise: 'ge' });
    expect(profileText('regimeImposition', row)).toBe('IR — bénéfices non commerciaux (BNC)');
    expect(profileText('regimeTva', row)).toBe('Réel simplifié (CA12)');
    expect(profileText('jourTva', row)).toBe('16');
    expect(profileText('employeur', row)).toBe('50 salariés ou plus');
    expect(profileText('cfeAcompte', row)).toBe('Non');
    expect(profileText('dateCreation', row)).toBe('15/03/2012');
    expect(profileText('categorieEntreprise', row)).toBe('Grande entreprise');
    expect(profileText('regimeTva', clientRow())).toBe('');
    expect(profileText('categorieEntreprise', clientRow())).toBe('');
  });

  it('turns a choice into a PATCH, null when nothing changed or the value is none of the options', () => {
    const row = clientRow({ regimeTva: 'mensuel' });
    expect(profileSelectPatch('regimeTva', 'trimestriel', row)).toEqual({ regimeTva: 'trimestriel' });
    expect(profileSelectPatch('regimeTva', '', row)).toEqual({ regimeTva: null });
    expect(profileSelectPatch('regimeTva', 'mensuel', row)).toBeNull();
    expect(profileSelectPatch('employeur', '', row)).toBeNull();
    expect(profileSelectPatch('categorieEntreprise', 'eti', row)).toEqual({ categorieEntreprise: 'eti' });
    expect(profileSelectPatch('categorieEntreprise', '', clientRow({ categorieEntreprise: 'pme' }))).toEqual({ categorieEntreprise: null });
    expect(profileSelectPatch('categorieEntreprise', 'tpe', row)).toBeNull();
  });

  it('sends the CA3 day as a number, an empty cell as null, and other text as typed for the server to refuse', () => {
    const row = clientRow({ jourTva: 19 });
    expect(jourTvaPatch('21', row)).toEqual({ jourTva: 21 });
    expect(jourTvaPatch(' ', row)).toEqual({ jourTva: null });
    expect(jourTvaPatch('19', row)).toBeNull();
    expect(jourTvaPatch('dix', row)).toEqual({ jourTva: 'dix' });
    expect(isJourTvaDraftValid('15')).toBe(true);
    expect(isJourTvaDraftValid('25')).toBe(false);
    expect(isJourTvaDraftValid('')).toBe(true);
  });

  it('reads the date de création as JJ/MM/AAAA, like the other date cells', () => {
    const row = clientRow({ dateCreation: '2012-03-15' });
    expect(dateCreationPatch('01/02/2020', row)).toEqual({ dateCreation: '2020-02-01' });
    expect(dateCreationPatch('15/03/2012', row)).toBeNull();
    expect(dateCreationPatch('', row)).toEqual({ dateCreation: null });
    expect(dateCreationPatch('31/02/2020', row)).toEqual({ dateCreation: '31/02/2020' });
    expect(isDateCreationDraftValid('31/02/2020')).toBe(false);
  });

  it('draws the profile columns only when shown, after the standard ones', () => {
    const keys = (shown: Parameters<typeof visibleColumns>[0]) => visibleColumns(shown).map((column) => column.key);
    expect(keys([])).not.toContain('regimeTva');
    expect(keys(['jourTva', 'regimeTva']).slice(-2)).toEqual(['regimeTva', 'jourTva']);
    expect(keys([...OPTIONAL_COLUMNS])).toHaveLength(14 + 8);
    expect(keys(['categorieEntreprise']).at(-1)).toBe('categorieEntreprise');
  });
});

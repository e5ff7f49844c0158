import { describe, expect, it } from 'vitest';
import { CLIENT_CSV_COLUMNS } from '../../../../shared/csv-export.ts';
import { mapHeaders, normalizeHeader } from './headers.ts';

describe('normalizeHeader', () => {
  it('lowercases, trims, folds accents and turns spaces and punctuation into _', () => {
    expect(normalizeHeader('  Raison sociale ')).toBe('raison_sociale');
    expect(normalizeHeader('N° client')).toBe('n_client');
    expect(normalizeHeader('Date de clôture')).toBe('date_de_cloture');
    expect(normalizeHeader('E-mail')).toBe('e_mail');
    expect(normalizeHeader('TÉLÉPHONE')).toBe('telephone');
  });
});

describe('mapHeaders', () => {
  const fieldOf = (header: string) => mapHeaders([header]).mapped[0]?.field;

  it.each([
    ['Raison sociale', 'raisonSociale'],
    ['raison_sociale', 'raisonSociale'],
    ['N° client', 'numeroClient'],
    ['Numéro client', 'numeroClient'],
    ['numero_client', 'numeroClient'],
    ['SIRET', 'siret'],
    ['Code postal', 'codePostal'],
    ['code_postal', 'codePostal'],
    ['Date de clôture', 'dateCloture'],
    ['Date Clôture', 'dateCloture'],
    ['date_cloture', 'dateCloture'],
    ['Téléphone', 'telephone'],
    ['E-mail', 'email'],
    ['Email', 'email'],
    ['Logiciel', 'logiciel'],
    ['Classification', 'classification'],
    ['Statut', 'status'],
    ['status', 'status'],
    ['Ville', 'ville'],
    ['Adresse', 'adresse'],
    ['categorie_entreprise', 'categorieEntreprise'],
    ["Catégorie d'entreprise", 'categorieEntreprise'],
  ])('maps %s to %s', (header, field) => {
    expect(fieldOf(header)).toBe(field);
  });

  it('reads back every header of our own export (Collaborateur ignored: not imported)', () => {
    const mapping = mapHeaders(CLIENT_CSV_COLUMNS.map((c) => c.header));
    expect(mapping.ignored).toEqual(['Collaborateur']);
    expect(mapping.missingRequired).toEqual([]);
    const byHeader = Object.fromEntries(mapping.mapped.map((m) => [m.header, m.field]));
    for (const { key, header } of CLIENT_CSV_COLUMNS) {
      if (key === 'collaborateurs') continue;
      expect(byHeader[header]).toBe(key);
    }
  });

  it('reports unknown columns as ignored, and the column index of each field', () => {
    const mapping = mapHeaders(['siren', 'SIRET', 'Raison sociale', 'naf', '', 'Collaborateur']);
    expect(mapping.ignored).toEqual(['siren', 'naf', 'Collaborateur']);
    expect(mapping.columns).toEqual({ siret: 1, raisonSociale: 2 });
    expect(mapping.mapped).toEqual([
      { header: 'SIRET', field: 'siret' },
      { header: 'Raison sociale', field: 'raisonSociale' },
    ]);
  });

  it('keeps the first of two columns for one field, ignoring the second', () => {
    const mapping = mapHeaders(['Ville', 'Raison sociale', 'SIRET', 'Commune']);
    expect(mapping.columns.ville).toBe(0);
    expect(mapping.ignored).toEqual(['Commune']);
  });

  it('lists the required columns that are missing, by their SPEC names', () => {
    expect(mapHeaders(['Nom', 'Ville']).missingRequired).toEqual(['siret']);
    expect(mapHeaders(['Adresse', 'Ville']).missingRequired).toEqual(['raison_sociale', 'siret']);
  });
});

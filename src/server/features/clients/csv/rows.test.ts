import { describe, expect, it } from 'vitest';
import { FISCAL_PROFILE_DEFAULTS } from '../../../../shared/obligations/profile.ts';
import { mapHeaders } from './headers.ts';
import { validateClientRow } from './rows.ts';

const SAGE_ID = '11111111-1111-4111-8111-111111111111';
const software = new Map([['sage', SAGE_ID], ['cegidloop', '22222222-2222-4222-8222-222222222222']]);
const HEADERS = ['N° client', 'Raison sociale', 'SIRET', 'Classification', 'Statut', 'Date de clôture', 'Adresse', 'Code postal', 'Ville', 'Téléphone', 'E-mail', 'Logiciel', 'Collaborateur'];
const { columns } = mapHeaders(HEADERS);

function validate(cells: Partial<Record<(typeof HEADERS)[number], string>>, line = 2) {
  return validateClientRow({ record: { line, cells: HEADERS.map((h) => cells[h] ?? '') }, columns, software });
}

describe('validateClientRow', () => {
  it('builds a client from a full row, folding names to the enumerations and the software list', () => {
    const outcome = validate({
      'N° client': 'C00042',
      'Raison sociale': '  Boulangerie Noël ',
      SIRET: '000 325 175 00016',
      Classification: 'sarl',
      Statut: 'Prospect',
      'Date de clôture': '30/06/2025',
      Adresse: '1 place Léonce de Seynes',
      'Code postal': '4000',
      Ville: 'Digne-les-Bains',
      Téléphone: "'+33 4 92 00 00 00",
      'E-mail': 'contact@boulangerie-noel.fr',
      Logiciel: 'SAGE',
      Collaborateur: 'Élise Martin',
    });
    expect(outcome).toEqual({
      ok: true,
      row: {
        line: 2,
        values: {
          numeroClient: 'C00042',
          raisonSociale: 'Boulangerie Noël',
          siret: '00032517500016',
          classification: 'SARL',
          status: 'prospect',
          dateCloture: '2025-06-30',
          adresse: '1 place Léonce de Seynes',
          codePostal: '04000',
          ville: 'Digne-les-Bains',
          telephone: '+33 4 92 00 00 00',
          email: 'contact@boulangerie-noel.fr',
          softwareId: SAGE_ID,
          ...FISCAL_PROFILE_DEFAULTS,
        },
        provided: expect.arrayContaining(['numeroClient', 'softwareId', 'status', 'codePostal']),
        featureValues: {},
      },
    });
  });

  it('gives empty cells null and an empty status actif; only non-empty cells count as provided', () => {
    const outcome = validate({ 'Raison sociale': 'SCI Les Tilleuls', SIRET: '00032517500024' });
    expect(outcome.ok && outcome.row.values).toMatchObject({ status: 'actif', classification: null, softwareId: null, email: null });
    expect(outcome.ok && outcome.row.provided).toEqual(['raisonSociale', 'siret']);
  });

  it('refuses a row without raison sociale or SIRET, with its line', () => {
    expect(validate({ SIRET: '00032517500016' }, 7)).toEqual({ ok: false, error: { line: 7, reason: 'Raison sociale manquante' } });
    expect(validate({ 'Raison sociale': 'X' }, 8)).toEqual({ ok: false, error: { line: 8, reason: 'SIRET manquant' } });
  });

  it('puts every problem of a row in its reason', () => {
    const outcome = validate({
      'Raison sociale': 'Garage Dupont',
      SIRET: '1,80725E+13',
      Classification: 'SNC',
      'Date de clôture': '31/04/2025',
      Logiciel: 'Excel',
      'E-mail': 'pas-un-email',
    });
    expect(outcome.ok).toBe(false);
    const reason = outcome.ok ? '' : outcome.error.reason;
    expect(reason).toContain('SIRET altéré par Excel (chiffres perdus)');
    expect(reason).toContain('Classification inconnue');
    expect(reason).toContain('Date de clôture invalide');
    expect(reason).toContain('Logiciel inconnu : « Excel »');
    expect(reason).toContain("L'email n'est pas valide");
  });

  it('applies the form’s length limits', () => {
    const outcome = validate({ 'Raison sociale': 'x'.repeat(10_000), SIRET: '00032517500016' });
    expect(outcome).toEqual({ ok: false, error: { line: 2, reason: 'La raison sociale : 200 caractères au maximum' } });
  });
});

describe('validateClientRow — the fiscal profile (issue 15)', () => {
  const PROFILE_HEADERS = ['raison_sociale', 'siret', 'classification', 'regime_imposition', 'regime_tva', 'jour_tva', 'employeur', 'cfe_acompte', 'cvae', 'date_creation', 'categorie_entreprise'];
  const profileColumns = mapHeaders(PROFILE_HEADERS).columns;
  const validateProfile = (cells: Partial<Record<(typeof PROFILE_HEADERS)[number], string>>, line = 2) =>
    validateClientRow({
      record: { line, cells: PROFILE_HEADERS.map((h) => cells[h] ?? '') },
      columns: profileColumns,
      software,
    });
  const base = { raison_sociale: 'SARL Dupont', siret: '00032517500016' };

  it('maps the header names of issues 15 and 23', () => {
    expect(mapHeaders(PROFILE_HEADERS).ignored).toEqual([]);
  });

  it('reads every field, and counts each non-empty cell as provided', () => {
    const outcome = validateProfile({
      ...base,
      regime_imposition: 'IS',
      regime_tva: 'Trimestriel',
      jour_tva: '19',
      employeur: 'moins_50',
      cfe_acompte: 'oui',
      cvae: 'NON',
      date_creation: '15/03/2012',
      categorie_entreprise: 'Pme',
    });
    expect(outcome.ok && outcome.row.values).toMatchObject({
      regimeImposition: 'is',
      regimeTva: 'trimestriel',
      jourTva: 19,
      employeur: 'moins_50',
      cfeAcompte: 'oui',
      cvae: 'non',
      dateCreation: '2012-03-15',
      categorieEntreprise: 'pme',
    });
    expect(outcome.ok && outcome.row.provided).toEqual(
      expect.arrayContaining(['regimeImposition', 'regimeTva', 'jourTva', 'employeur', 'cfeAcompte', 'cvae', 'dateCreation', 'categorieEntreprise']),
    );
  });

  it('gives empty profile cells the defaults of a new client, and counts none as provided', () => {
    const outcome = validateProfile(base);
    expect(outcome.ok && outcome.row.values).toMatchObject(FISCAL_PROFILE_DEFAULTS);
    expect(outcome.ok && outcome.row.provided).toEqual(['raisonSociale', 'siret']);
  });

  it.each([
    [{ regime_imposition: 'micro' }, "Régime d'imposition inconnu : « micro »"],
    [{ regime_tva: 'annuel' }, 'Régime de TVA inconnu : « annuel »'],
    [{ jour_tva: '25' }, 'Le jour de TVA doit être un nombre entier entre 15 et 24 : « 25 »'],
    [{ employeur: 'beaucoup' }, 'Employeur inconnu : « beaucoup »'],
    [{ cfe_acompte: 'x' }, 'Acompte CFE inconnu : « x »'],
    [{ cvae: '2' }, 'CVAE inconnu : « 2 »'],
    [{ date_creation: '01/01/2999' }, "La date de création ne peut pas être postérieure à aujourd'hui : « 01/01/2999 »"],
    [{ date_creation: 'hier' }, 'Date de création invalide : « hier »'],
    [{ categorie_entreprise: 'tpe' }, "Catégorie d'entreprise inconnue : « tpe »"],
  ])('refuses the line for %o, with its number and why', (cells, reason) => {
    const outcome = validateProfile({ ...base, ...cells }, 9);
    expect(outcome).toEqual({ ok: false, error: { line: 9, reason: expect.stringContaining(reason) } });
  });

  it('imports an unusual but valid profile: the sheet warns about it, as when it is typed in the form', () => {
    const outcome = validateProfile({ ...base, classification: 'Micro-entreprise', regime_imposition: 'is', regime_tva: 'franchise', jour_tva: '16' });
    expect(outcome.ok && outcome.row.values).toMatchObject({ classification: 'Micro-entreprise', regimeImposition: 'is', jourTva: 16 });
  });
});

describe('validateClientRow — another feature’s columns (ClientCsvColumn)', () => {
  const LEVEL = { header: 'niveau', values: { bas: 'Bas', eleve: 'Élevé' }, unknown: 'Niveau inconnu (colonne niveau)' };
  const headers = ['Raison sociale', 'SIRET', 'Niveau'];
  const mapping = mapHeaders(headers, [LEVEL]);
  const validateLevel = (level: string) =>
    validateClientRow({ record: { line: 4, cells: ['SCI Les Tilleuls', '00032517500024', level] }, columns: mapping.columns, software, featureColumns: mapping.featureColumns });

  it('maps the column by its folded header and reads a code or a label as the code', () => {
    expect(mapping.featureColumns).toEqual([{ header: 'Niveau', column: LEVEL, index: 2 }]);
    expect(mapping.ignored).toEqual([]);
    expect(validateLevel('ELEVE')).toMatchObject({ ok: true, row: { featureValues: { niveau: 'eleve' } } });
    expect(validateLevel('Élevé')).toMatchObject({ ok: true, row: { featureValues: { niveau: 'eleve' } } });
    expect(validateLevel('')).toMatchObject({ ok: true, row: { featureValues: {} } });
  });

  it('refuses an unknown value with the column’s words and the accepted codes', () => {
    expect(validateLevel('moyen')).toEqual({ ok: false, error: { line: 4, reason: 'Niveau inconnu (colonne niveau) : « moyen » (bas, eleve)' } });
  });
});

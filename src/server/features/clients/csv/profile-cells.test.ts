import { describe, expect, it } from 'vitest';
import {
  parseCategorieEntreprise,
  parseCfeAcompte,
  parseCvae,
  parseDateCreation,
  parseEmployeur,
  parseJourTva,
  parseRegimeImposition,
  parseRegimeTva,
} from './profile-cells.ts';

describe('the fiscal profile cells of the import', () => {
  it.each([
    ['is', 'is'],
    ['IS', 'is'],
    ['ir_bic', 'ir_bic'],
    ['IR-BIC', 'ir_bic'],
    ['ir bnc', 'ir_bnc'],
    ['ir_ba', 'ir_ba'],
    ['IR_FONCIER', 'ir_foncier'],
    ['Impôt sur les sociétés (IS)', 'is'],
  ])('reads the régime d’imposition %s as %s', (cell, code) => {
    expect(parseRegimeImposition(cell)).toEqual({ ok: true, value: code });
  });

  it.each([
    ['franchise', 'franchise'],
    ['Mensuel', 'mensuel'],
    ['TRIMESTRIEL', 'trimestriel'],
    ['simplifie', 'simplifie'],
    ['Simplifié', 'simplifie'],
  ])('reads the régime de TVA %s as %s', (cell, code) => {
    expect(parseRegimeTva(cell)).toEqual({ ok: true, value: code });
  });

  it('reads employeur, cfe_acompte and cvae by their codes, case and accents folded', () => {
    expect(parseEmployeur('non')).toEqual({ ok: true, value: 'non' });
    expect(parseEmployeur('Moins_50')).toEqual({ ok: true, value: 'moins_50' });
    expect(parseEmployeur('plus-50')).toEqual({ ok: true, value: 'plus_50' });
    expect(parseCfeAcompte('OUI')).toEqual({ ok: true, value: 'oui' });
    expect(parseCvae('Non')).toEqual({ ok: true, value: 'non' });
  });

  it.each([
    ['micro', 'micro'],
    ['PME', 'pme'],
    ['Éti', 'eti'],
    ['GE', 'ge'],
    ['Micro-entreprise', 'micro'],
    ['micro entreprise', 'micro'],
    ['grande entreprise', 'ge'],
  ])('reads the catégorie d’entreprise %s as %s (issue 23)', (cell, code) => {
    expect(parseCategorieEntreprise(cell)).toEqual({ ok: true, value: code });
  });

  it('refuses an unknown value, naming the field, the cell and the codes expected', () => {
    expect(parseRegimeImposition('micro')).toEqual({
      ok: false,
      reason: "Régime d'imposition inconnu : « micro » (is, ir_bic, ir_bnc, ir_ba, ir_foncier)",
    });
    expect(parseRegimeTva('annuel')).toEqual({
      ok: false,
      reason: 'Régime de TVA inconnu : « annuel » (franchise, mensuel, trimestriel, simplifie)',
    });
    expect(parseEmployeur('oui')).toEqual({ ok: false, reason: 'Employeur inconnu : « oui » (non, moins_50, plus_50)' });
    expect(parseCfeAcompte('peut-être')).toEqual({ ok: false, reason: 'Acompte CFE inconnu : « peut-être » (oui, non)' });
    expect(parseCvae('1')).toEqual({ ok: false, reason: 'CVAE inconnu : « 1 » (oui, non)' });
    expect(parseCategorieEntreprise('TPE')).toEqual({ ok: false, reason: "Catégorie d'entreprise inconnue : « TPE » (micro, pme, eti, ge)" });
  });

  it('reads jour_tva from 15 to 24, as a spreadsheet may write it', () => {
    expect(parseJourTva('15')).toEqual({ ok: true, value: 15 });
    expect(parseJourTva('24')).toEqual({ ok: true, value: 24 });
    expect(parseJourTva('19,0')).toEqual({ ok: true, value: 19 });
  });

  it.each(['14', '25', '0', '18,5', 'dix-huit', '-16'])('refuses jour_tva %s with the French rule', (cell) => {
    expect(parseJourTva(cell)).toEqual({
      ok: false,
      reason: `Le jour de TVA doit être un nombre entier entre 15 et 24 : « ${cell} »`,
    });
  });

  it('reads date_creation as JJ/MM/AAAA or AAAA-MM-JJ, up to today', () => {
    expect(parseDateCreation('01/03/2019', '2026-11-25')).toEqual({ ok: true, value: '2019-03-01' });
    expect(parseDateCreation('2026-11-25', '2026-11-25')).toEqual({ ok: true, value: '2026-11-25' });
  });

  it('refuses a date_creation after today, or not a real date', () => {
    expect(parseDateCreation('26/11/2026', '2026-11-25')).toEqual({
      ok: false,
      reason: "La date de création ne peut pas être postérieure à aujourd'hui : « 26/11/2026 »",
    });
    expect(parseDateCreation('31/02/2020', '2026-11-25')).toEqual({
      ok: false,
      reason: 'Date de création invalide : « 31/02/2020 » (JJ/MM/AAAA ou AAAA-MM-JJ attendu)',
    });
  });
});

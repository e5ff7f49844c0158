import { describe, expect, it } from 'vitest';
import { parisToday } from '../dates.ts';
import { TRACKING_STATUS_LABELS, TRACKING_STATUSES } from '../tracking.ts';
import { OBLIGATION_KIND_LABELS, OBLIGATION_KINDS, OBLIGATION_STATUS_LABELS, OBLIGATION_STATUSES, obligationSchema } from './kinds.ts';
import {
  EMPLOYEUR_VALUES,
  FISCAL_PROFILE_DEFAULTS,
  fiscalProfilePatchSchema,
  fiscalProfileSchema,
  REGIME_IMPOSITION_LABELS,
  REGIME_TVA_LABELS,
  REGIMES_IMPOSITION,
  REGIMES_TVA,
} from './profile.ts';

const messagesOf = (value: unknown) => {
  const result = fiscalProfilePatchSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('fiscalProfileSchema', () => {
  it('accepts the defaults and a full profile', () => {
    expect(fiscalProfileSchema.parse(FISCAL_PROFILE_DEFAULTS)).toEqual(FISCAL_PROFILE_DEFAULTS);
    const full = {
      regimeImposition: 'is',
      regimeTva: 'mensuel',
      jourTva: 19,
      employeur: 'plus_50',
      cfeAcompte: 'oui',
      cvae: 'non',
      dateCreation: '2015-03-01',
      categorieEntreprise: 'pme',
    };
    expect(fiscalProfileSchema.parse(full)).toEqual(full);
  });

  it.each([15, 19, 24])('accepts the CA3 day %i', (jourTva) => {
    expect(messagesOf({ jourTva })).toEqual([]);
  });

  it.each([14, 25, 0, 19.5, '19'])('refuses the CA3 day %j in French', (jourTva) => {
    expect(messagesOf({ jourTva })).toEqual(['Le jour de TVA doit être un nombre entier entre 15 et 24']);
  });

  it('refuses a creation date after today, and accepts today', () => {
    expect(messagesOf({ dateCreation: '2999-01-01' })).toEqual(["La date de création ne peut pas être postérieure à aujourd'hui"]);
    expect(messagesOf({ dateCreation: parisToday() })).toEqual([]);
    expect(messagesOf({ dateCreation: '2026-02-30' })).toEqual(['Date invalide']);
  });

  it('refuses unknown values and fields in French', () => {
    expect(messagesOf({ regimeImposition: 'micro' })).toEqual(["Régime d'imposition inconnu"]);
    expect(messagesOf({ regimeTva: 'annuel' })).toEqual(['Régime de TVA inconnu']);
    expect(messagesOf({ cfeAcompte: true })).toEqual(['Acompte CFE : oui ou non']);
    expect(messagesOf({})).toEqual(['Aucun champ à modifier']);
    expect(fiscalProfilePatchSchema.safeParse({ regimeTva: 'mensuel', autre: 1 }).success).toBe(false);
  });

  it('labels every value in French', () => {
    expect(REGIMES_IMPOSITION.every((v) => REGIME_IMPOSITION_LABELS[v].length > 0)).toBe(true);
    expect(REGIMES_TVA.map((v) => REGIME_TVA_LABELS[v])).toContain('Franchise en base');
    expect(EMPLOYEUR_VALUES).toEqual(['non', 'moins_50', 'plus_50']);
  });
});

describe('obligation kinds and statuses', () => {
  it('labels the fifteen kinds, the Revue LCB-FT (fed by Conformité) among them', () => {
    expect(OBLIGATION_KINDS).toHaveLength(15);
    const labels = OBLIGATION_KINDS.map((kind) => OBLIGATION_KIND_LABELS[kind]);
    expect(labels).toContain('Approbation des comptes');
    expect(labels).toContain('Réception des factures électroniques');
    expect(labels).toContain('Émission des factures électroniques');
    expect(labels).toContain('Revue LCB-FT');
  });

  it('uses the Suivi statuses and labels, not a copy', () => {
    expect(OBLIGATION_STATUSES).toBe(TRACKING_STATUSES);
    expect(OBLIGATION_STATUS_LABELS).toBe(TRACKING_STATUS_LABELS);
    expect(OBLIGATION_STATUSES.map((s) => OBLIGATION_STATUS_LABELS[s])).toEqual(['À faire', 'Fait', 'Pas concerné']);
  });
});

describe('obligationSchema', () => {
  it('checks what the server will send', () => {
    const liasse = {
      kind: 'liasse',
      period: '2025',
      label: 'Liasse fiscale 2065 — exercice 2025',
      dueDate: '2026-05-05',
      estimated: false,
      toleranceDate: '2026-05-20',
    };
    expect(obligationSchema.parse(liasse)).toEqual(liasse);
    expect(obligationSchema.safeParse({ ...liasse, kind: 'tva_ca4' }).success).toBe(false);
    expect(obligationSchema.safeParse({ ...liasse, dueDate: '2026-02-30' }).success).toBe(false);
  });
});

import { z } from 'zod';
import { isoDateSchema } from '../iso-date.ts';
import { TRACKING_STATUSES, TRACKING_STATUS_LABELS, type TrackingStatus } from '../tracking.ts';

export const OBLIGATION_KINDS = [
  'tva_ca3',
  'tva_acompte',
  'tva_ca12',
  'is_acompte',
  'is_solde',
  'liasse',
  'cfe_acompte',
  'cfe_solde',
  'cvae_acompte',
  'dsn',
  'approbation',
  'depot_comptes',
  'e_invoicing_reception',
  'e_invoicing_issuing',
  'revue_lcbft',
] as const;
export type ObligationKind = (typeof OBLIGATION_KINDS)[number];

export const OBLIGATION_KIND_LABELS: Record<ObligationKind, string> = {
  tva_ca3: 'TVA CA3',
  tva_acompte: 'Acompte de TVA (régime simplifié)',
  tva_ca12: 'TVA CA12 (déclaration annuelle)',
  is_acompte: 'Acompte IS',
  is_solde: 'Solde IS (2572)',
  liasse: 'Liasse fiscale',
  cfe_acompte: 'Acompte CFE',
  cfe_solde: 'Solde CFE',
  cvae_acompte: 'Acompte CVAE',
  dsn: 'DSN',
  approbation: 'Approbation des comptes',
  depot_comptes: 'Dépôt des comptes',
  e_invoicing_reception: 'Réception des factures électroniques',
  e_invoicing_issuing: 'Émission des factures électroniques',
  revue_lcbft: 'Revue LCB-FT',
};

/**
 * Kinds another feature feeds, not derived from the fiscal profile: the regeneration neither
 * writes nor removes them. « Revue LCB-FT » (issue 25) is written by the compliance feature at the
 * client's next review date (src/server/features/compliance/review-obligations.ts).
 */
export const FED_OBLIGATION_KINDS = ['revue_lcbft'] as const satisfies readonly ObligationKind[];
export type DerivedObligationKind = Exclude<ObligationKind, (typeof FED_OBLIGATION_KINDS)[number]>;

// An obligation is followed like a Suivi cell (À faire / Fait / Pas concerné): the same statuses.
export const OBLIGATION_STATUSES = TRACKING_STATUSES;
export type ObligationStatus = TrackingStatus;
export const OBLIGATION_STATUS_LABELS = TRACKING_STATUS_LABELS;

/** One deadline of one client; (client, kind, period) is its unique key once stored. */
export const obligationSchema = z.object({
  kind: z.enum(OBLIGATION_KINDS),
  /** '2026-10' (month), '2026-T3' (quarter), '2025' (exercise or tax year), '2026-A2' (second acompte). */
  period: z.string().min(4).max(16),
  label: z.string(),
  /** The legal deadline, already moved to the next business day where the rule says so. */
  dueDate: isoDateSchema,
  /** True when the date rests on an assumption the firm should check. */
  estimated: z.boolean(),
  /** What to check, e.g. « estimée : vérifier l'initiale ». */
  estimateNote: z.string().optional(),
  /** The administration's tolerance for online filing, beside the legal date, never instead of it. */
  toleranceDate: isoDateSchema.optional(),
});
export type Obligation = z.infer<typeof obligationSchema>;

import type { AuthorizationStatus } from '../../../../shared/authorizations.ts';
import type { BankChangeStatus } from '../../../../shared/bank-changes.ts';
import type { EngagementStatus } from '../../../../shared/compliance/engagement.ts';
import type { GapCode } from '../../../../shared/compliance/gaps.ts';
import type { VigilanceLevel } from '../../../../shared/compliance/vigilance.ts';
import type { MandateStatus, ReadinessStatus } from '../../../../shared/e-invoicing/statuses.ts';
import type { TrackingStatus } from '../../../../shared/tracking.ts';

/** Conformité's tiles: a vigilance level or none yet, a letter's status or none, a gap of the Contrôle qualité. */
type ComplianceStatus = VigilanceLevel | 'non_evaluee' | EngagementStatus | 'absente' | GapCode;

/**
 * Every follow-up status of the product: authorisations, bank change items, yearly tracking,
 * e-invoicing readiness and mandates, compliance.
 */
export type FollowUpStatus = AuthorizationStatus | BankChangeStatus | TrackingStatus | ReadinessStatus | MandateStatus | ComplianceStatus;

export type StatusTone = 'grey' | 'blue' | 'green' | 'orange';

// SPEC §4 gives one colour rule for the status families: to do grey, under way blue, done green, not needed orange.
const TONES: Record<FollowUpStatus, StatusTone> = {
  a_faire: 'grey',
  en_cours: 'blue',
  ok_client: 'green',
  termine: 'green',
  fait: 'green',
  pas_necessaire: 'orange',
  pas_concerne: 'orange',
  pret: 'green',
  // A mandate: none yet, sent and awaited, signed.
  aucun: 'grey',
  envoye: 'blue',
  signe: 'green',
  // Vigilance: the higher the risk, the warmer; an engagement letter as a mandate; every gap is to fix.
  non_evaluee: 'grey',
  simplifiee: 'green',
  standard: 'blue',
  renforcee: 'orange',
  absente: 'grey',
  a_preparer: 'grey',
  envoyee: 'blue',
  signee: 'green',
  resiliee: 'orange',
  lettre_absente: 'orange',
  lettre_non_signee: 'orange',
  vigilance_non_evaluee: 'orange',
  identite_non_verifiee: 'orange',
  beneficiaires_manquants: 'orange',
  revue_en_retard: 'orange',
  piece_manquante: 'orange',
};

export function statusTone(status: FollowUpStatus): StatusTone {
  return TONES[status];
}

/** The colours of a status select, applied to the <select> inside ui/Select's wrapper. */
export const TONE_SELECT_CLASSES: Record<StatusTone, string> = {
  grey: '[&>select]:border-slate-300 [&>select]:bg-slate-100 [&>select]:text-slate-800',
  blue: '[&>select]:border-blue-300 [&>select]:bg-blue-50 [&>select]:text-blue-800',
  green: '[&>select]:border-green-300 [&>select]:bg-green-50 [&>select]:text-green-800',
  orange: '[&>select]:border-orange-300 [&>select]:bg-orange-50 [&>select]:text-orange-800',
};

/** The dot and the pressed look of a status tile. */
export const TONE_TILE_CLASSES: Record<StatusTone, { dot: string; pressed: string }> = {
  grey: { dot: 'bg-slate-400', pressed: 'border-slate-400 bg-slate-100 ring-slate-400' },
  blue: { dot: 'bg-blue-500', pressed: 'border-blue-400 bg-blue-50 ring-blue-400' },
  green: { dot: 'bg-green-500', pressed: 'border-green-500 bg-green-50 ring-green-500' },
  orange: { dot: 'bg-orange-500', pressed: 'border-orange-400 bg-orange-50 ring-orange-400' },
};

/** A small read-only badge ('Terminé' on a finished bank change). */
export const TONE_BADGE_CLASSES: Record<StatusTone, string> = {
  grey: 'bg-slate-100 text-slate-700',
  blue: 'bg-blue-50 text-blue-700',
  green: 'bg-green-50 text-green-700',
  orange: 'bg-orange-50 text-orange-700',
};

import { formatDateFr } from '../dates.ts';
import type { EngagementStatus } from './engagement.ts';
import type { VigilanceLevel } from './vigilance.ts';

// The Contrôle qualité tab (issue 25): each active client's gaps, as the Ordre's inspector would
// list them. One pure rule, read by the server (counters, filters, the PDF report) and the page.

export const GAP_CODES = [
  'lettre_absente',
  'lettre_non_signee',
  'vigilance_non_evaluee',
  'identite_non_verifiee',
  'beneficiaires_manquants',
  'revue_en_retard',
  'piece_manquante',
] as const;
export type GapCode = (typeof GAP_CODES)[number];

export const GAP_LABELS: Record<GapCode, string> = {
  lettre_absente: 'Lettre de mission absente',
  lettre_non_signee: 'Lettre non signée',
  vigilance_non_evaluee: 'Vigilance non évaluée',
  identite_non_verifiee: 'Identité non vérifiée',
  beneficiaires_manquants: 'Bénéficiaires effectifs non renseignés',
  revue_en_retard: 'Revue LCB-FT en retard',
  piece_manquante: 'Pièce justificative manquante',
};

/** The gap as the page and the report write it: « Revue LCB-FT en retard (depuis le 12/03/2026) ». */
export function gapText(code: GapCode, nextReviewAt: string | null): string {
  return code === 'revue_en_retard' && nextReviewAt ? `${GAP_LABELS[code]} (depuis le ${formatDateFr(nextReviewAt)})` : GAP_LABELS[code];
}

export type GapFacts = {
  /** A company (a legal person) must name at least one beneficial owner; an entrepreneur individuel need not. */
  isCompany: boolean;
  engagementStatus: EngagementStatus | null;
  vigilance: VigilanceLevel | null;
  identityVerifiedAt: string | null;
  beneficialOwnersCount: number;
  nextReviewAt: string | null;
  /** Kinds of the documents kept for the client. */
  documentKinds: readonly string[];
  today: string;
};

/**
 * The gaps of one client, in GAP_CODES order. « Pièce justificative manquante »: the evidence
 * the file's own state calls for is not attached — the signed letter when the letter is signed,
 * an ID or a Kbis when the identity is verified.
 */
export function gapsOf(facts: GapFacts): GapCode[] {
  const gaps: GapCode[] = [];
  if (facts.engagementStatus === null || facts.engagementStatus === 'resiliee') gaps.push('lettre_absente');
  else if (facts.engagementStatus !== 'signee') gaps.push('lettre_non_signee');
  if (facts.vigilance === null) gaps.push('vigilance_non_evaluee');
  if (facts.identityVerifiedAt === null) gaps.push('identite_non_verifiee');
  if (facts.isCompany && facts.beneficialOwnersCount === 0) gaps.push('beneficiaires_manquants');
  if (facts.nextReviewAt !== null && facts.nextReviewAt < facts.today) gaps.push('revue_en_retard');
  const has = (kind: string) => facts.documentKinds.includes(kind);
  const letterMissing = facts.engagementStatus === 'signee' && !has('lettre_mission');
  const identityMissing = facts.identityVerifiedAt !== null && !has('identite') && !has('kbis');
  if (letterMissing || identityMissing) gaps.push('piece_manquante');
  return gaps;
}

import { isCompany } from '../../../shared/compliance/api.ts';
import type { DocumentKind } from '../../../shared/compliance/documents.ts';
import type { EngagementMission, EngagementStatus } from '../../../shared/compliance/engagement.ts';
import { DEFAULT_REVIEW_PERIODS, nextReviewDate } from '../../../shared/compliance/review-periods.ts';
import { RISK_CRITERIA, RISK_FACTS, type RiskAssessment, type RiskCriterion, type VigilanceLevel } from '../../../shared/compliance/vigilance.ts';
import type { Classification } from '../../../shared/clients.ts';
import { addDays, addMonths } from '../../../shared/obligations/calendar.ts';
import type { beneficialOwners, clientDocuments, clientKyc, engagementLetters } from '../schema/index.ts';
import { FIRST_NAMES, LAST_NAMES } from './french-data.ts';
import type { Random } from './random.ts';

// Conformité (issue 25) as a firm is through it: most active clients assessed (mostly standard,
// some simplifiée, a few renforcée with the high criterion that calls for it), identities verified,
// the companies' beneficial owners read from the RBE, letters mostly signed. And the gaps the
// Contrôle qualité is for: files never assessed, identities not verified, companies without owners,
// reviews past their date, letters sent or still to prepare, a few terminated. The documents the
// files call for (makeDocuments): most attached, some missing, as « Pièce justificative manquante ».

type ActiveClient = { id: string; classification?: Classification | null };
type Staff = { id: string; fullName: string };

export type KycDraft = typeof clientKyc.$inferInsert;
export type OwnerDraft = typeof beneficialOwners.$inferInsert;
export type LetterDraft = typeof engagementLetters.$inferInsert;
export type ComplianceDrafts = { kyc: KycDraft[]; owners: OwnerDraft[]; letters: LetterDraft[] };
/** A document's row but its file (name, type, size and hash: the one demo PDF's) and key. */
export type DocumentDraft = Pick<typeof clientDocuments.$inferInsert, 'clientId' | 'kind' | 'fileName' | 'uploadedAt' | 'uploadedBy' | 'uploadedByName'>;

/** Of the active clients, those assessed; the rest are « Vigilance non évaluée ». */
const ASSESSED = 0.92;
const LEVEL_WEIGHTS: Record<VigilanceLevel, number> = { standard: 68, simplifiee: 24, renforcee: 8 };
/** Of the assessed files, the share whose review is past its date. */
const LATE_REVIEW = 0.1;
/** Of the assessed files, those reviewed at least once since the assessment. */
const REVIEWED = 0.35;
const IDENTITY_VERIFIED = 0.96;
/** Of the assessed companies, those whose beneficial owners are entered. */
const OWNERS_ENTERED = 0.92;
const LETTER_WEIGHTS: Record<EngagementStatus | 'none', number> = { signee: 85, envoyee: 6, a_preparer: 4, resiliee: 2, none: 3 };

const HIGH_FACTS = RISK_FACTS.filter((fact) => fact.raises === 'eleve');
const MEDIUM_FACTS = RISK_FACTS.filter((fact) => fact.raises === 'moyen');

/** The risk assessment that proposes `level`: a high fact for renforcée, a medium one for standard, none for simplifiée. */
function drawRisk(random: Random, level: VigilanceLevel): RiskAssessment {
  const risk = Object.fromEntries(RISK_CRITERIA.map((criterion) => [criterion, { level: 'faible', facts: [] as string[] }])) as RiskAssessment;
  const raise = (pool: typeof RISK_FACTS, to: 'moyen' | 'eleve') => {
    const fact = random.pick(pool);
    const criterion: RiskCriterion = fact.criterion;
    // A criterion already high stays high: a medium fact adds to its facts only.
    const level = risk[criterion].level === 'eleve' ? 'eleve' : to;
    risk[criterion] = { level, facts: [...risk[criterion].facts, fact.id] };
  };
  if (level === 'renforcee') raise(HIGH_FACTS, 'eleve');
  if (level === 'standard' || (level === 'renforcee' && random.chance(0.4))) raise(MEDIUM_FACTS, 'moyen');
  return risk;
}

const JUSTIFICATIONS: Record<VigilanceLevel, string> = {
  renforcee: 'Critère de risque élevé relevé lors de l’entrée en relation : vigilance renforcée, revue annuelle.',
  standard: 'Client connu, activité sans particularité relevée hors le critère moyen noté.',
  simplifiee: 'Tous les critères faibles : client rencontré, activité et localisation sans risque particulier.',
};

function drawOwners(random: Random, clientId: string, sourceDate: string, ppe: boolean): OwnerDraft[] {
  const shares = random.pick([[100], [60, 40], [50, 50], [40, 30, 30], [34, 33, 33]]);
  return shares.map((share, position) => ({
    clientId,
    position,
    name: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
    birthDate: `${random.int(1948, 1996)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
    nationality: random.chance(0.92) ? 'Française' : random.pick(['Belge', 'Italienne', 'Espagnole', 'Portugaise', 'Suisse']),
    share,
    control: position === 0 && share >= 50 ? 'Représentant légal' : null,
    ppe: ppe && position === 0,
    sourceDate,
  }));
}

function missionsOf(random: Random, company: boolean): EngagementMission[] {
  const missions: EngagementMission[] = ['tenue', 'presentation', 'fiscal'];
  if (random.chance(0.45)) missions.push('social');
  if (company && random.chance(0.35)) missions.push('juridique');
  if (random.chance(0.15)) missions.push('conseil');
  return missions;
}

/**
 * One LCB-FT file and one letter per active client, the beneficial owners of the assessed
 * companies. Every date is on or before `today`; the next review follows the shared rule with the
 * default periods, so the stored next review is what the firm's settings give.
 */
export function makeCompliance({ random, clients, staff, today }: { random: Random; clients: readonly ActiveClient[]; staff: readonly Staff[]; today: string }): ComplianceDrafts {
  const drafts: ComplianceDrafts = { kyc: [], owners: [], letters: [] };
  for (const client of clients) {
    const company = isCompany(client.classification ?? null);
    const assessor = random.pick(staff);
    let identityVerifiedAt: string | null = null;
    if (random.chance(ASSESSED)) {
      const vigilance = random.weighted(LEVEL_WEIGHTS);
      const period = DEFAULT_REVIEW_PERIODS[vigilance];
      // The start of the current cycle: within its period, or past it for the late reviews.
      const cycleStart = random.chance(LATE_REVIEW) ? addDays(addMonths(today, -period), -random.int(1, 300)) : addDays(today, -random.int(10, period * 30 - 10));
      const reviewed = random.chance(REVIEWED);
      const assessedAt = reviewed ? addDays(addMonths(cycleStart, -period), -random.int(0, 60)) : cycleStart;
      const lastReviewAt = reviewed ? cycleStart : null;
      identityVerifiedAt = random.chance(IDENTITY_VERIFIED) ? addDays(assessedAt, -random.int(0, 5)) : null;
      const risk = drawRisk(random, vigilance);
      const ppe = risk.client.facts.includes('ppe');
      drafts.kyc.push({
        clientId: client.id,
        vigilance,
        assessedAt,
        assessedBy: assessor.id,
        assessedByName: assessor.fullName,
        justification: JUSTIFICATIONS[vigilance],
        risk,
        identityVerifiedAt,
        identityDocument: identityVerifiedAt ? (company ? 'Extrait Kbis de moins de 3 mois' : 'Carte nationale d’identité du dirigeant') : null,
        identityVerifiedBy: identityVerifiedAt ? assessor.id : null,
        identityVerifiedByName: identityVerifiedAt ? assessor.fullName : null,
        sanctionsCheckedAt: assessedAt,
        sanctionsResult: 'aucune_correspondance',
        lastReviewAt,
        nextReviewAt: nextReviewDate({ vigilance, lastReviewAt, assessedAt, periods: DEFAULT_REVIEW_PERIODS }),
        updatedBy: assessor.id,
      });
      if (company && random.chance(OWNERS_ENTERED)) drafts.owners.push(...drawOwners(random, client.id, assessedAt, ppe));
    }
    const status = random.weighted(LETTER_WEIGHTS);
    if (status === 'none') continue;
    // Identification comes before the engagement: no letter is signed for an identity not verified.
    const final: EngagementStatus = status === 'signee' && identityVerifiedAt === null ? 'envoyee' : status;
    const startDate = identityVerifiedAt ?? addDays(today, -random.int(30, 900));
    const signedAt = final === 'signee' || final === 'resiliee' ? (identityVerifiedAt && identityVerifiedAt > startDate ? identityVerifiedAt : startDate) : null;
    drafts.letters.push({
      clientId: client.id,
      status: final,
      missions: missionsOf(random, company),
      missionsOther: null,
      fees: random.int(8, 120) * 100,
      feesMode: random.chance(0.85) ? 'forfait' : 'temps_passe',
      startDate,
      tacitRenewal: random.chance(0.9),
      signedAt: signedAt && signedAt > today ? today : signedAt,
      updatedBy: assessor.id,
    });
  }
  return drafts;
}

/** Of the clients whose file calls for evidence, those missing a piece: « Pièce justificative manquante ». */
const PIECE_MISSING = 0.12;
/** Of the companies with beneficial owners, those whose RBE extract is attached. */
const RBE_ATTACHED = 0.8;
/** Of the assessed files, those whose LCB-FT questionnaire is attached. */
const QUESTIONNAIRE_ATTACHED = 0.25;
const FILE_NAMES: Record<DocumentKind, string> = {
  lettre_mission: 'Lettre de mission signée.pdf',
  kbis: 'Extrait Kbis.pdf',
  identite: 'Pièce d’identité du dirigeant.pdf',
  rbe: 'Extrait RBE.pdf',
  questionnaire: 'Questionnaire LCB-FT.pdf',
  autre: 'Pièce complémentaire.pdf',
};

/**
 * The documents of the files makeCompliance drew: the Kbis (a company) or the ID (an individual)
 * once the identity is verified, the signed letter of a signed or terminated letter, often the RBE
 * extract and sometimes the questionnaire, each uploaded on the day of what it proves by who did
 * it. Of the clients whose state calls for a piece (shared/compliance/gaps.ts), PIECE_MISSING lack
 * one: the letter or the identity evidence.
 */
export function makeDocuments({ random, clients, drafts, staff }: { random: Random; clients: readonly ActiveClient[]; drafts: ComplianceDrafts; staff: readonly Staff[] }): DocumentDraft[] {
  const files = new Map(drafts.kyc.map((file) => [file.clientId, file]));
  const letters = new Map(drafts.letters.map((letter) => [letter.clientId, letter]));
  const withOwners = new Set(drafts.owners.map((owner) => owner.clientId));
  const names = new Map(staff.map((person) => [person.id, person.fullName]));
  const documents: DocumentDraft[] = [];
  for (const client of clients) {
    const file = files.get(client.id);
    const letter = letters.get(client.id);
    const add = (kind: DocumentKind, day: string, by: string | null | undefined) =>
      documents.push({
        clientId: client.id,
        kind,
        fileName: FILE_NAMES[kind],
        uploadedAt: new Date(`${day}T${String(random.int(7, 17)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00Z`),
        uploadedBy: by ?? null,
        uploadedByName: by ? (names.get(by) ?? null) : null,
      });
    const identityDue = Boolean(file?.identityVerifiedAt);
    const letterDue = letter?.status === 'signee';
    const missing = (identityDue || letterDue) && random.chance(PIECE_MISSING) ? (identityDue && letterDue ? random.pick(['identity', 'letter'] as const) : identityDue ? 'identity' : 'letter') : null;
    if (file?.identityVerifiedAt && missing !== 'identity') add(isCompany(client.classification ?? null) ? 'kbis' : 'identite', file.identityVerifiedAt, file.identityVerifiedBy);
    if (letter?.signedAt && (letterDue || letter.status === 'resiliee') && missing !== 'letter') add('lettre_mission', letter.signedAt, letter.updatedBy);
    if (file?.assessedAt && withOwners.has(client.id) && random.chance(RBE_ATTACHED)) add('rbe', file.assessedAt, file.assessedBy);
    if (file?.assessedAt && random.chance(QUESTIONNAIRE_ATTACHED)) add('questionnaire', file.assessedAt, file.assessedBy);
  }
  return documents;
}

import type { CompanyCategory, MandateStatus, ReadinessStatus } from '../../../shared/e-invoicing/statuses.ts';
import { OTHER_PLATFORM, PLATFORMS } from '../../../shared/e-invoicing/platforms.ts';
import { addDays } from '../../../shared/obligations/calendar.ts';
import type { clientEInvoicing } from '../schema/index.ts';
import type { Random } from './random.ts';

// The Facturation électronique campaign as a firm is through it (issue 23): most clients can
// receive, issuing is ahead for the GE and ETI (due on 1 September 2026) and mostly still to do for
// the PME and micro (1 September 2027). The page lists active clients only, so only those get a
// record; each field follows from the statuses, so no record contradicts itself (a client ready to
// receive has a platform and its mandates, a client not ready cannot issue).

type ActiveClient = { id: string; categorieEntreprise?: CompanyCategory | null };
type Staff = { id: string; fullName: string };
export type EInvoicingDraft = typeof clientEInvoicing.$inferInsert;

const RECEPTION_WEIGHTS: Record<ReadinessStatus, number> = { pret: 55, en_cours: 20, a_faire: 20, pas_concerne: 5 };
/** Issuing, for a client ready to receive: GE and ETI are due already, PME and micro a year later. */
const ISSUING_WEIGHTS_DUE: Record<ReadinessStatus, number> = { pret: 60, en_cours: 30, a_faire: 10, pas_concerne: 0 };
const ISSUING_WEIGHTS_LATER: Record<ReadinessStatus, number> = { a_faire: 65, en_cours: 25, pret: 10, pas_concerne: 0 };
/** Chance of no platform chosen yet, by reception status: about a quarter of the clients overall. */
const NO_PLATFORM: Record<ReadinessStatus, number> = { pret: 0, en_cours: 0.1, a_faire: 0.85, pas_concerne: 1 };
/** Of the clients with a platform, the share on one not in the list: about a tenth of all clients. */
const OTHER_PLATFORM_SHARE = 0.13;
/** Platforms outside the shipped list, as a collaborator would type them. */
const OTHER_PLATFORM_NAMES = [
  'Plateforme de la banque du client',
  "Plateforme de l'éditeur de l'ERP",
  'Plateforme du groupement',
  'Plateforme de la franchise',
  'Solution du logiciel de caisse',
];
/** The délégation mandate (client → firm), by reception status. */
const DELEGATION_WEIGHTS: Record<ReadinessStatus, Record<MandateStatus, number>> = {
  pret: { signe: 85, envoye: 12, aucun: 3 },
  en_cours: { signe: 35, envoye: 45, aucun: 20 },
  a_faire: { aucun: 80, envoye: 20, signe: 0 },
  pas_concerne: { aucun: 100, envoye: 0, signe: 0 },
};
/** The désignation (firm → platform) once the délégation is signed. */
const DESIGNATION_WEIGHTS: Record<MandateStatus, number> = { signe: 70, envoye: 20, aucun: 10 };
const E_REPORTING_WEIGHTS = { oui: 30, non: 50, none: 20 } as const;
/** The firm started the campaign on this day: every date of the records falls between it and today. */
const CAMPAIGN_START = '2025-09-01';

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A day from `from` to `today`, both included; `today` when `from` is later. */
function dayFrom(random: Random, from: string, today: string): string {
  const span = daysBetween(from, today);
  return span <= 0 ? today : addDays(from, random.int(0, span));
}

function drawIssuing(random: Random, reception: ReadinessStatus, category: CompanyCategory | null): ReadinessStatus {
  if (reception === 'pas_concerne') return 'pas_concerne';
  const due = category === 'ge' || category === 'eti';
  const issuing = random.weighted(due ? ISSUING_WEIGHTS_DUE : ISSUING_WEIGHTS_LATER);
  // Issuing goes through the platform that receives: not ready to receive, not ready to issue.
  return issuing === 'pret' && reception !== 'pret' ? 'en_cours' : issuing;
}

function drawPlatform(random: Random, reception: ReadinessStatus): Pick<EInvoicingDraft, 'platform' | 'platformOther'> {
  if (random.chance(NO_PLATFORM[reception])) return { platform: null, platformOther: null };
  if (random.chance(OTHER_PLATFORM_SHARE)) return { platform: OTHER_PLATFORM, platformOther: random.pick(OTHER_PLATFORM_NAMES) };
  return { platform: random.pick(PLATFORMS).id, platformOther: null };
}

/** The two mandates and the directory check, each dated after the one it follows. */
function drawMandates(random: Random, reception: ReadinessStatus, today: string) {
  const delegationStatus = random.weighted(DELEGATION_WEIGHTS[reception]);
  const delegationDate = delegationStatus === 'aucun' ? null : dayFrom(random, CAMPAIGN_START, today);
  const designationStatus = delegationStatus === 'signe' ? random.weighted(DESIGNATION_WEIGHTS) : 'aucun';
  const designationDate = designationStatus === 'aucun' || delegationDate === null ? null : dayFrom(random, delegationDate, today);
  // The directory shows the platform once the désignation is signed: checked for most of those.
  const directoryCheckedAt = designationStatus === 'signe' && designationDate !== null && random.chance(0.8) ? dayFrom(random, designationDate, today) : null;
  return { delegationStatus, delegationDate, designationStatus, designationDate, directoryCheckedAt };
}

/** One record per active client, as of `today` (YYYY-MM-DD); `now` dates the reminders already sent. */
export function makeEInvoicing({
  random,
  clients,
  staff,
  today,
  now,
}: {
  random: Random;
  clients: readonly ActiveClient[];
  staff: readonly Staff[];
  today: string;
  now: Date;
}): EInvoicingDraft[] {
  return clients.map((client) => {
    const receptionStatus = random.weighted(RECEPTION_WEIGHTS);
    const issuingStatus = drawIssuing(random, receptionStatus, client.categorieEntreprise ?? null);
    const mandates = drawMandates(random, receptionStatus, today);
    const eReporting = random.weighted(E_REPORTING_WEIGHTS);
    // A client still to convince has often had a reminder already, in the last two months.
    const reminded = (receptionStatus === 'a_faire' || receptionStatus === 'en_cours') && random.chance(0.35) ? random.pick(staff) : null;
    const receptionDate = receptionStatus === 'pret' ? dayFrom(random, mandates.delegationDate ?? CAMPAIGN_START, today) : null;
    return {
      clientId: client.id,
      ...drawPlatform(random, receptionStatus),
      receptionStatus,
      receptionDate,
      issuingStatus,
      issuingDate: issuingStatus === 'pret' ? dayFrom(random, receptionDate ?? CAMPAIGN_START, today) : null,
      eReporting: eReporting === 'none' ? null : eReporting,
      ...mandates,
      lastReminderAt: reminded ? new Date(now.getTime() - random.int(1, 60) * 86_400_000 - random.int(0, 8 * 3_600_000)) : null,
      lastReminderBy: reminded?.id ?? null,
      lastReminderByName: reminded?.fullName ?? null,
      updatedBy: random.pick(staff).id,
    };
  });
}

import { randomUUID } from 'node:crypto';
import { FRENCH_MONTHS } from '../../../shared/dates.ts';
import { addDays, readIsoDate } from '../../../shared/obligations/calendar.ts';
import { closingDateIn, readClosing } from '../../../shared/obligations/exercises.ts';
import { fromParisParts } from '../../../shared/paris-time.ts';
import type { Random } from './random.ts';

// The « Bilan et liasse » campaigns as a firm lives them (issue 24): each exercise's stages are
// done one after the other from its closing date, a few weeks apart (pièces a month or so after
// the closing, the liasse some four months after it: January to June for the 31 December
// closings), and what falls after today is not done yet. So last year's campaign is finished but
// for its latest closings, and this year's has its early closings far on, its December ones at the
// start. In this year's, some missions stall at a stage, half of those waiting for the client.

export type MissionDraft = {
  id: string;
  clientId: string;
  closingDate: string;
  /** When the campaign was opened (its missions' creation). */
  createdAt: Date;
  /** The current stage's index; the last one for a finished mission. */
  stage: number;
  status: 'en_cours' | 'en_attente_client' | 'terminee';
  waitingReason: string | null;
  /** The done date of each stage before `stage` (all of them for a finished mission). */
  done: string[];
  /** Ticked items of the current stage's checklist (its first ones), for an open mission. */
  ticks: number;
};

/** Days from the previous stage's done date (the closing date for the first), by stage; later stages take the last range. */
const STEP_DAYS: readonly (readonly [number, number])[] = [
  [10, 50],
  [15, 40],
  [10, 30],
  [5, 25],
  [5, 25],
];
/** In this year's campaign, the share of missions past their closing that stall at some stage. */
const STALLED_SHARE = 0.12;
/** Of those, the share waiting for the client (the others are simply behind). */
const WAITING_SHARE = 0.5;

/** What the client has yet to give, by the stage it holds up (the « Bilan et liasse » stages). */
const WAITING_REASONS: readonly ((closingMonth: string) => string)[][] = [
  [(month) => `Relevés bancaires de ${month} manquants`, () => 'Factures d’achats du dernier trimestre manquantes', () => 'Inventaire des stocks non transmis'],
  [() => 'Justificatifs des notes de frais à fournir', () => 'Relevé du compte courant d’associé à transmettre'],
  [() => 'Réponses aux questions de révision attendues', () => 'Tableau d’amortissement de l’emprunt à fournir'],
  [() => 'Liasse à valider par le client'],
  [() => 'Date du rendez-vous de présentation à fixer'],
];
const OTHER_REASON = () => 'Pièces complémentaires attendues';

/** The campaign of `year` was opened on its first Monday, 9:00 in Paris. */
export function campaignOpening(year: number): Date {
  const firstMonday = 1 + ((8 - new Date(Date.UTC(year, 0, 1)).getUTCDay()) % 7);
  return fromParisParts({ year, month: 1, day: firstMonday, hour: 9, minute: 0 });
}

function drawDoneDates(random: Random, closingDate: string, stageCount: number): string[] {
  const dates: string[] = [];
  let day = closingDate;
  for (let index = 0; index < stageCount; index += 1) {
    const [min, max] = STEP_DAYS[Math.min(index, STEP_DAYS.length - 1)] ?? [10, 30];
    day = addDays(day, random.int(min, max));
    dates.push(day);
  }
  return dates;
}

function waitingReason(random: Random, stage: number, closingDate: string): string {
  const month = FRENCH_MONTHS[readIsoDate(closingDate).month - 1] ?? 'décembre';
  return random.pick(WAITING_REASONS[stage] ?? [OTHER_REASON])(month);
}

/**
 * One mission per client for the exercise closing in `year`, as of `today`. `stalls`: this year's
 * campaign, where some missions stop short; last year's only waits for what is yet to come.
 */
export function makeMissions({
  random,
  clients,
  year,
  today,
  checklistSizes,
  stalls,
}: {
  random: Random;
  clients: readonly { id: string; dateCloture?: string | null }[];
  year: number;
  today: string;
  /** The template's stages, in order, by the size of their checklist. */
  checklistSizes: readonly number[];
  stalls: boolean;
}): MissionDraft[] {
  const stageCount = checklistSizes.length;
  const createdAt = campaignOpening(year);
  return clients.map((client) => {
    const closingDate = closingDateIn(readClosing(client.dateCloture ?? null), year);
    const dates = drawDoneDates(random, closingDate, stageCount);
    let reached = dates.filter((date) => date <= today).length;
    let waiting = false;
    if (stalls && closingDate < today && random.chance(STALLED_SHARE)) {
      reached = random.int(0, Math.min(reached, stageCount - 1));
      waiting = random.chance(WAITING_SHARE);
    }
    const finished = reached === stageCount;
    const stage = finished ? stageCount - 1 : reached;
    return {
      id: randomUUID(),
      clientId: client.id,
      closingDate,
      createdAt,
      stage,
      status: finished ? 'terminee' : waiting ? 'en_attente_client' : 'en_cours',
      waitingReason: waiting ? waitingReason(random, stage, closingDate) : null,
      done: dates.slice(0, reached),
      ticks: finished ? 0 : random.int(0, Math.max(0, (checklistSizes[stage] ?? 0) - 1)),
    };
  });
}

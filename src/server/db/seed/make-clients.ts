import { randomUUID } from 'node:crypto';
import type { Classification, ClientStatus } from '../../../shared/clients.ts';
import { buildSiret } from '../../../shared/siret.ts';
import type { clients } from '../schema/index.ts';
import { makeCompanyName, slugify } from './company-names.ts';
import { POSTAL_PLACES, STREET_NAMES, STREET_TYPES } from './french-data.ts';
import type { Random } from './random.ts';

export type ClientDraft = typeof clients.$inferInsert & { id: string; raisonSociale: string; status: ClientStatus };

// Roughly a small French firm's portfolio: commercial companies first, then property and sole traders.
const CLASSIFICATION_WEIGHTS: Record<Classification, number> = {
  SAS: 22,
  SARL: 22,
  SCI: 14,
  EURL: 12,
  SASU: 8,
  'Entreprise Individuelle': 6,
  'Micro-entreprise': 5,
  Association: 4,
  SCM: 3,
  GAEC: 2,
  GIE: 1,
  Autre: 1,
};
const STATUS_WEIGHTS: Record<ClientStatus, number> = { actif: 80, prospect: 10, inactif: 10 };
/** Most companies close on 31 December; the others on a quarter end. */
const CLOSING_WEIGHTS = { '12-31': 75, '03-31': 8, '06-30': 8, '09-30': 9 } as const;

const LEGAL_SUFFIX = /\s+(SAS|SARL|EURL|SASU|SA|SNC|SELARL)$/;

function makePhone(random: Random, indicatif: string): string {
  const prefix = random.chance(0.2) ? random.pick(['06', '07']) : indicatif;
  const pairs = Array.from({ length: 4 }, () => String(random.int(0, 99)).padStart(2, '0'));
  return [prefix, ...pairs].join(' ');
}

function makeSiret(random: Random, taken: Set<string>): string {
  for (;;) {
    // NIC 0001x to 0004x: a head office or one of its first establishments, as in SIRENE.
    const siret = buildSiret({ sirenBody: random.digits(8), nicBody: `000${random.int(1, 4)}` });
    if (taken.has(siret)) continue;
    taken.add(siret);
    return siret;
  }
}

/** Client rows with their ids drawn here, so that tasks and assignments can point at them before any insert. */
export function makeClients({
  random,
  count,
  firstNumber,
  year,
  softwareIds,
  takenSirets,
}: {
  random: Random;
  count: number;
  firstNumber: number;
  year: number;
  softwareIds: readonly string[];
  /** SIRETs already in the database; the new ones are added to it. */
  takenSirets: Set<string>;
}): ClientDraft[] {
  return Array.from({ length: count }, (_, i): ClientDraft => {
    const classification = random.weighted(CLASSIFICATION_WEIGHTS);
    const raisonSociale = makeCompanyName(random, classification);
    const place = random.pick(POSTAL_PLACES);
    const number = `${random.int(1, 180)}${random.chance(0.08) ? ' bis' : ''}`;
    return {
      id: randomUUID(),
      numeroClient: `C${String(firstNumber + i).padStart(5, '0')}`,
      raisonSociale,
      siret: makeSiret(random, takenSirets),
      classification,
      status: random.weighted(STATUS_WEIGHTS),
      dateCloture: `${year}-${random.weighted(CLOSING_WEIGHTS)}`,
      adresse: `${number} ${random.pick(STREET_TYPES)} ${random.pick(STREET_NAMES)}`,
      codePostal: place.codePostal,
      ville: place.ville,
      telephone: random.chance(0.95) ? makePhone(random, place.indicatif) : null,
      email: random.chance(0.93) ? `contact@${slugify(raisonSociale.replace(LEGAL_SUFFIX, ''))}.fr` : null,
      softwareId: softwareIds.length > 0 && random.chance(0.85) ? random.pick(softwareIds) : null,
    };
  });
}

/** One or two people per client, mostly the collaborateurs (the admin runs the firm). */
export function makeAssignments({
  random,
  clientIds,
  staffIds,
}: {
  random: Random;
  clientIds: readonly string[];
  staffIds: readonly string[];
}): { clientId: string; collaboratorId: string }[] {
  if (staffIds.length === 0) return [];
  return clientIds.flatMap((clientId) =>
    random
      .sample(staffIds, random.chance(0.3) ? 2 : 1)
      .map((collaboratorId) => ({ clientId, collaboratorId })),
  );
}

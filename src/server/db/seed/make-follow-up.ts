import { AUTHORIZATION_KINDS, type AuthorizationStatus } from '../../../shared/authorizations.ts';
import { type BankChangeStatus } from '../../../shared/bank-changes.ts';
import { TRACKING_KINDS, type TrackingStatus } from '../../../shared/tracking.ts';
import type { bankChanges, clientAuthorizations, yearlyTracking } from '../schema/index.ts';
import { BANK_NAMES } from './french-data.ts';
import type { Random } from './random.ts';

// The follow-up screens (Habilitations, Banque, Suivi) list active clients only, so only those get rows.

type ActiveClient = { id: string; raisonSociale: string };
export type AuthorizationDraft = typeof clientAuthorizations.$inferInsert;
export type YearlyTrackingDraft = typeof yearlyTracking.$inferInsert;
export type BankChangeDraft = typeof bankChanges.$inferInsert;

const DAY_MS = 86_400_000;
const AUTHORIZATION_WEIGHTS: Record<AuthorizationStatus, number> = { a_faire: 35, en_cours: 20, ok_client: 35, pas_necessaire: 10 };
/** Last year's campaign is mostly done; this year's has only started. */
const PREVIOUS_YEAR_WEIGHTS: Record<TrackingStatus, number> = { fait: 75, pas_concerne: 15, a_faire: 10 };
const CURRENT_YEAR_WEIGHTS: Record<TrackingStatus, number> = { a_faire: 55, fait: 30, pas_concerne: 15 };
const BANK_CHANGE_WEIGHTS: Record<BankChangeStatus, number> = { a_faire: 40, en_cours: 30, termine: 30 };

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function makeAuthorizations({
  random,
  clients,
  userIds,
  now,
}: {
  random: Random;
  clients: readonly ActiveClient[];
  userIds: readonly string[];
  now: Date;
}): AuthorizationDraft[] {
  return clients
    .filter(() => random.chance(0.9))
    .flatMap((client) => {
      const statuses = new Map(AUTHORIZATION_KINDS.map((kind) => [kind, random.weighted(AUTHORIZATION_WEIGHTS)]));
      // The URSSAF tab sets the bank URSSAF mandate to pas_necessaire with it (SPEC §4): keep the demo consistent.
      if (statuses.get('urssaf') === 'pas_necessaire') statuses.set('bank_urssaf', 'pas_necessaire');
      return [...statuses].map(([kind, status]) => ({
        clientId: client.id,
        kind,
        status,
        authorizationDate:
          status === 'ok_client' ? isoDate(new Date(now.getTime() - random.int(1, 3 * 365) * DAY_MS)) : null,
        updatedBy: random.pick(userIds),
      }));
    });
}

export function makeYearlyTracking({
  random,
  clients,
  years,
  userIds,
}: {
  random: Random;
  clients: readonly ActiveClient[];
  years: readonly number[];
  userIds: readonly string[];
}): YearlyTrackingDraft[] {
  const latest = Math.max(...years);
  return clients.flatMap((client) =>
    TRACKING_KINDS.flatMap((kind) =>
      years.map((year) => ({
        clientId: client.id,
        kind,
        year,
        status: random.weighted(year === latest ? CURRENT_YEAR_WEIGHTS : PREVIOUS_YEAR_WEIGHTS),
        updatedBy: random.pick(userIds),
      })),
    ),
  );
}

/** About 3 % of the clients are moving banks: each change has four steps to follow. */
export function makeBankChanges({
  random,
  clients,
  totalClients,
  userIds,
  now,
}: {
  random: Random;
  clients: readonly ActiveClient[];
  totalClients: number;
  userIds: readonly string[];
  now: Date;
}): BankChangeDraft[] {
  const count = Math.min(clients.length, Math.max(3, Math.round(totalClients * 0.03)));
  return random.sample(clients, count).map((client) => {
    const createdBy = random.pick(userIds);
    const createdAt = new Date(now.getTime() - random.int(0, 120) * DAY_MS - random.int(0, DAY_MS));
    return {
      clientName: client.raisonSociale,
      clientId: client.id,
      newBankName: random.pick(BANK_NAMES),
      changeDate: isoDate(createdAt),
      prelevementCabinetStatus: random.weighted(BANK_CHANGE_WEIGHTS),
      impotStatus: random.weighted(BANK_CHANGE_WEIGHTS),
      chargesSocialesStatus: random.weighted(BANK_CHANGE_WEIGHTS),
      ebicsStatus: random.weighted(BANK_CHANGE_WEIGHTS),
      createdBy,
      createdAt,
      updatedAt: createdAt,
      updatedBy: createdBy,
    };
  });
}

import { sql, type SQL } from 'drizzle-orm';
import type { ComplianceRow } from '../../../shared/compliance/api.ts';
import { ENGAGEMENT_MISSIONS, ENGAGEMENT_MISSION_SHORT_LABELS, ENGAGEMENT_STATUSES } from '../../../shared/compliance/engagement.ts';
import { GAP_CODES } from '../../../shared/compliance/gaps.ts';
import {
  LETTER_STATUSES,
  NO_GAP,
  NO_LETTER,
  NO_VIGILANCE,
  VIGILANCE_STATUSES,
  type ComplianceListQuery,
  type ComplianceSortColumn,
} from '../../../shared/compliance/list-query.ts';
import { VIGILANCE_LEVELS } from '../../../shared/compliance/vigilance.ts';
import { BY_NAME, clientSearchCondition, portfolioConditions, type ClientListRequest, type ClientListSource } from '../../http/client-list-page.ts';
import { FACT_COLUMNS, keptClientFacts } from './compliance-rows.ts';

// GET /api/compliance with filters (decision 0009): the same rows as listComplianceRows, their
// gaps decided in SQL so that the list is filtered, counted and sorted there. The rule is
// shared/compliance/gaps.ts's (gapsOf, which the client's file applies); compliance-list-page.test.ts
// checks both give the same gaps.

const text = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/** Entrepreneurs individuels are their own beneficial owner (shared/compliance/api.ts: isCompany). */
const IS_COMPANY = sql`(kept.classification IS NOT NULL AND kept.classification NOT IN ('Entreprise Individuelle', 'Micro-entreprise'))`;

/** The gaps of an active client, in GAP_CODES order; none for an ended relationship. */
function gapsColumn(today: string): SQL {
  const kinds = sql`coalesce(d.kinds, '{}')`;
  const gaps: Record<(typeof GAP_CODES)[number], SQL> = {
    lettre_absente: sql`e.status IS NULL OR e.status = 'resiliee'`,
    lettre_non_signee: sql`e.status IS NOT NULL AND e.status NOT IN ('resiliee', 'signee')`,
    vigilance_non_evaluee: sql`k.vigilance IS NULL`,
    identite_non_verifiee: sql`k.identity_verified_at IS NULL`,
    beneficiaires_manquants: sql`${IS_COMPANY} AND coalesce(b.count, 0) = 0`,
    revue_en_retard: sql`k.next_review_at < ${today}::date`,
    piece_manquante: sql`(e.status = 'signee' AND NOT ('lettre_mission' = ANY(${kinds}))) OR (k.identity_verified_at IS NOT NULL AND NOT (${kinds} && ARRAY['identite', 'kbis']))`,
  };
  const cases = GAP_CODES.map((code) => sql`CASE WHEN ${gaps[code]} THEN ${code} END`);
  return sql`CASE WHEN kept.ended_at IS NOT NULL THEN '{}'::text[] ELSE array_remove(ARRAY[${sql.join(cases, sql`, `)}]::text[], NULL) END`;
}

/** Every kept client's row (compliance-rows.ts's facts), with its gaps and what the list orders and searches on. */
function complianceRows(today: string): SQL {
  return sql`
    SELECT ${FACT_COLUMNS},
      ${gapsColumn(today)} AS "gaps",
      kept.name_folded COLLATE "C" AS name_key,
      kept.siret,
      kept.numero_folded AS numero_key
    FROM ${keptClientFacts()}`;
}

const FIELDS = [
  'clientId',
  'raisonSociale',
  'endedAt',
  'vigilance',
  'assessedAt',
  'identityVerifiedAt',
  'beneficialOwnersCount',
  'sanctionsCheckedAt',
  'lastReviewAt',
  'nextReviewAt',
  'engagementStatus',
  'engagementSignedAt',
  'engagementMissions',
  'engagementFees',
  'engagementFeesMode',
  'documentsCount',
  'gaps',
] as const satisfies readonly (keyof ComplianceRow)[];

export const complianceListSource = (today: string): ClientListSource => ({ rows: complianceRows(today), fields: FIELDS });

/** A value's place in its list as two digits ('00', '01'…), as the page's own order; null for none. */
const rankOf = (column: SQL, values: readonly string[]) => sql`lpad((array_position(${text(values)}, ${column}::text) - 1)::text, 2, '0')`;
const padded = (value: SQL, width: number) => sql`lpad((${value})::text, ${width}, '0')`;
const missionsText = sql`lower(array_to_string(ARRAY(SELECT (${text(ENGAGEMENT_MISSIONS.map((m) => ENGAGEMENT_MISSION_SHORT_LABELS[m]))})[array_position(${text(ENGAGEMENT_MISSIONS)}, m)] FROM unnest(r."engagementMissions") AS m), ', '))`;

/** Each column's key, text compared byte by byte (the page's keys: a rank or a count padded, a date as AAAA-MM-JJ); null sorts last. */
const SORT_KEYS: Record<ComplianceSortColumn, SQL> = {
  client: BY_NAME,
  siret: sql`r.siret`,
  vigilance: rankOf(sql`r."vigilance"`, VIGILANCE_LEVELS),
  evaluee: sql`r."assessedAt"::text`,
  identite: sql`r."identityVerifiedAt"::text`,
  beneficiaires: padded(sql`r."beneficialOwnersCount"`, 6),
  gel: sql`r."sanctionsCheckedAt"::text`,
  revue: sql`r."nextReviewAt"::text`,
  lettre: rankOf(sql`r."engagementStatus"`, ENGAGEMENT_STATUSES),
  missions: sql`nullif(${missionsText}, '')`,
  honoraires: padded(sql`round(r."engagementFees" * 100)::bigint`, 10),
  signee: sql`r."engagementSignedAt"::text`,
  pieces: padded(sql`r."documentsCount"`, 6),
  lacunes: padded(sql`cardinality(r."gaps")`, 6),
};

const vigilanceStatus = sql`coalesce(r."vigilance"::text, ${NO_VIGILANCE})`;
const letterStatus = sql`coalesce(r."engagementStatus"::text, ${NO_LETTER})`;

/**
 * The request of a tab: the active clients (or the ended ones), the portfolio, the status (the
 * tab's), the gap on « Contrôle qualité », the search. The tiles count the tab's statuses
 * — on « Contrôle qualité », the gaps of the chosen vigilance's clients — whatever tile is chosen.
 */
export function complianceListRequest(query: ComplianceListQuery, userId: string): ClientListRequest {
  const quality = query.tab === 'controle';
  const statusOf = query.tab === 'lettres' ? letterStatus : vigilanceStatus;
  const status = query.status === undefined ? [] : [sql`${statusOf} = ${query.status}`];
  const gap = !quality || query.gap === undefined ? [] : [query.gap === NO_GAP ? sql`cardinality(r."gaps") = 0` : sql`${query.gap} = ANY(r."gaps")`];
  const scope = [query.ended ? sql`r."endedAt" IS NOT NULL` : sql`r."endedAt" IS NULL`, ...portfolioConditions(query, userId)];
  const clients = query.clients ? [sql`r."clientId" = ANY(${sql.param(query.clients)}::uuid[])`] : [];
  const search = clientSearchCondition(query.q);
  const tiles = quality
    ? GAP_CODES.map((code) => ({ code, when: sql`${code} = ANY(r."gaps")` }))
    : (query.tab === 'lettres' ? LETTER_STATUSES : VIGILANCE_STATUSES).map((code) => ({ code, when: sql`${statusOf} = ${code}` }));
  return {
    scope: [...scope, ...clients],
    where: [...status, ...gap, ...(search ? [search] : [])],
    tileWhere: quality ? status : [],
    tiles,
    sort: { key: SORT_KEYS[query.sort], direction: query.order },
  };
}

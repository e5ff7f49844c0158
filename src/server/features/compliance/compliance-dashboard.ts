import { sql } from 'drizzle-orm';
import { REVIEWS_DUE_LIMIT, type DashboardCompliance, type ReviewDue } from '../../../shared/dashboard.ts';
import { endOfWeek } from '../../../shared/obligations/calendar.ts';
import type { DashboardSection } from '../../feature.ts';
import { countClientsWithGaps } from './clients-with-gaps.ts';

// Conformité's lines on the Dashboard (issue 25), given through the descriptor: the Dashboard
// feature does not import this one. The rules are in src/shared/dashboard.ts (dashboardComplianceSchema).

export const complianceDashboardSection: DashboardSection = {
  key: 'compliance',
  read: async ({ db, user, today }): Promise<DashboardCompliance> => {
    const horizon = endOfWeek(today);
    const [clientsWithGaps, { rows }] = await Promise.all([
      // The Contrôle qualité's own rows and gaps (one rule): an ended relationship has none.
      user.role === 'admin' ? countClientsWithGaps(db, today) : Promise.resolve(null),
      db.execute<ReviewDue & { total: number }>(sql`
        SELECT c.id AS "clientId", c.raison_sociale AS "raisonSociale", k.next_review_at::text AS "nextReviewAt", (count(*) OVER ())::int AS total
        FROM client_collaborators cc
        JOIN clients c ON c.id = cc.client_id AND c.status = 'actif'
        JOIN client_kyc k ON k.client_id = c.id AND k.ended_at IS NULL
        WHERE cc.collaborator_id = ${user.id} AND k.next_review_at <= ${horizon}::date
        ORDER BY k.next_review_at, c.raison_sociale, c.id
        LIMIT ${REVIEWS_DUE_LIMIT}`),
    ]);
    return {
      clientsWithGaps,
      reviewsDueCount: rows[0]?.total ?? 0,
      reviewsDue: rows.map(({ total: _total, ...review }) => review),
    };
  },
};

import { DOCUMENT_JOURNAL, ENGAGEMENT_JOURNAL, KYC_JOURNAL } from '../../../shared/compliance/journal.ts';
import type { ServerFeature } from '../../feature.ts';
import { createComplianceBulkRoutes } from './compliance-bulk.routes.ts';
import { complianceCsvColumns } from './compliance-csv-columns.ts';
import { complianceUndoers } from './compliance-undoers.ts';
import { createCompliancePdfRoutes } from './compliance-pdf.routes.ts';
import { createComplianceClientRoutes, createComplianceListRoutes } from './compliance.routes.ts';
import { createClientDocumentsRoutes, createDocumentRoutes, createSignedOutDownloadWatch } from './documents.routes.ts';
import { complianceDashboardSection } from './compliance-dashboard.ts';
import { complianceSheetSection } from './compliance-sheet-section.ts';
import { reviewObligationsFollower } from './review-obligations.ts';
import { createReviewPeriodsRoutes } from './review-periods.routes.ts';

/**
 * Conformité (issue 25): each client's LCB-FT file, engagement letter and documents, kept five
 * years after the relationship ends (migration 0017's triggers on clients mark a deleted client's
 * file ended).
 */
export const complianceFeature: ServerFeature = {
  name: 'compliance',
  routes: [
    { path: '/compliance', create: ({ db }) => createComplianceListRoutes({ db }) },
    { path: '/compliance/bulk', create: ({ db }) => createComplianceBulkRoutes({ db }) },
    { path: '/compliance', create: ({ db }) => createReviewPeriodsRoutes({ db }) },
    // The report, the letter template (static paths) and a client's letter (compliance-pdf.routes.ts).
    { path: '/compliance', create: ({ db }) => createCompliancePdfRoutes({ db }) },
    // Static paths ('/compliance/bulk', '/compliance/settings') stay above this line: the
    // per-client routes come last, or a GET of a static path would reach '/{clientId}'.
    { path: '/compliance', create: ({ db }) => createComplianceClientRoutes({ db }) },
    // A client's documents; the public watch journals a signed-out download the session check refused.
    { path: '/documents', public: true, create: ({ db }) => createSignedOutDownloadWatch({ db }) },
    { path: '/documents', create: ({ db, env }) => createDocumentRoutes({ db, env }) },
    { path: '/clients', create: ({ db, env }) => createClientDocumentsRoutes({ db, env }) },
  ],
  journal: [KYC_JOURNAL, ENGAGEMENT_JOURNAL, DOCUMENT_JOURNAL],
  undoers: () => complianceUndoers,
  // A document's upload reads its own body: 10 MB of file (documents-upload.ts).
  bodyLimits: [{ path: '/clients/{id}/documents', maxBytes: 'own' }],
  // « Revue LCB-FT » échéances: an active client's open review, gone when it stops being active.
  clientFollowers: [reviewObligationsFollower],
  // The Dashboard's « Mes revues LCB-FT à faire » and, for an admin, the clients with gaps.
  dashboardSections: [complianceDashboardSection],
  // The client sheet's « Conformité »: level, next review, letter status, documents count.
  clientSheetSections: [complianceSheetSection],
  // The clients' CSV import and export: `vigilance` and `lettre_mission_statut`.
  clientCsvColumns: [complianceCsvColumns],
};

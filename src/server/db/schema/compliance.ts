import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DOCUMENT_KINDS } from '../../../shared/compliance/documents.ts';
import { ENGAGEMENT_MISSIONS, ENGAGEMENT_STATUSES, FEES_MODES } from '../../../shared/compliance/engagement.ts';
import { VIGILANCE_LEVELS, type RiskAssessment } from '../../../shared/compliance/vigilance.ts';
import { users } from './auth.ts';
import { createdAt, updatedAt, updatedBy } from './columns.ts';

export const vigilanceLevel = pgEnum('vigilance_level', VIGILANCE_LEVELS);
export const engagementStatus = pgEnum('engagement_status', ENGAGEMENT_STATUSES);
export const engagementMission = pgEnum('engagement_mission', ENGAGEMENT_MISSIONS);
export const feesMode = pgEnum('fees_mode', FEES_MODES);
export const documentKind = pgEnum('document_kind', DOCUMENT_KINDS);
export const sanctionsResult = pgEnum('sanctions_result', ['aucune_correspondance', 'correspondance']);

// Conformité (issue 25). No foreign key to clients: the law keeps a client's LCB-FT file and its
// evidence five years after the relationship ends (Code monétaire et financier L561-12), so a
// deleted client's rows stay, marked ended (ended_at) with the name it had: migration 0017's
// triggers on clients write both, whatever deletes the client, and clear them when the deletion is undone.

/** A client's LCB-FT file, one row per client once someone writes it. */
export const clientKyc = pgTable(
  'client_kyc',
  {
    clientId: uuid('client_id').primaryKey(),
    /** The client's name when its file ended (the client deleted); null while it is a client. */
    clientName: text('client_name'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    vigilance: vigilanceLevel('vigilance'),
    assessedAt: date('assessed_at'),
    assessedBy: uuid('assessed_by').references(() => users.id, { onDelete: 'set null' }),
    assessedByName: text('assessed_by_name'),
    justification: text('justification'),
    risk: jsonb('risk').$type<RiskAssessment>(),
    identityVerifiedAt: date('identity_verified_at'),
    identityDocument: text('identity_document'),
    identityVerifiedBy: uuid('identity_verified_by').references(() => users.id, { onDelete: 'set null' }),
    identityVerifiedByName: text('identity_verified_by_name'),
    sanctionsCheckedAt: date('sanctions_checked_at'),
    sanctionsResult: sanctionsResult('sanctions_result'),
    lastReviewAt: date('last_review_at'),
    /** Last review (else the assessment) + the firm's period for the level; the « Revue LCB-FT » échéance's date. */
    nextReviewAt: date('next_review_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
  },
  (t) => [index('client_kyc_next_review_at_idx').on(t.nextReviewAt)],
);

/** A client's beneficial owners (RBE), in the order entered. */
export const beneficialOwners = pgTable(
  'beneficial_owners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    birthDate: date('birth_date'),
    nationality: text('nationality'),
    share: numeric('share', { precision: 5, scale: 2, mode: 'number' }),
    control: text('control'),
    ppe: boolean('ppe').notNull().default(false),
    sourceDate: date('source_date'),
  },
  (t) => [index('beneficial_owners_client_id_idx').on(t.clientId), check('beneficial_owners_share_range', sql`${t.share} BETWEEN 0 AND 100`)],
);

/** A client's engagement letter (lettre de mission), one row per client once someone writes it. */
export const engagementLetters = pgTable('engagement_letters', {
  clientId: uuid('client_id').primaryKey(),
  status: engagementStatus('status').notNull().default('a_preparer'),
  missions: engagementMission('missions').array().notNull().default(sql`'{}'`),
  missionsOther: text('missions_other'),
  /** Annual fees excluding tax, in euros. */
  fees: numeric('fees', { precision: 12, scale: 2, mode: 'number' }),
  feesMode: feesMode('fees_mode'),
  startDate: date('start_date'),
  tacitRenewal: boolean('tacit_renewal').notNull().default(true),
  signedAt: date('signed_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  updatedBy: updatedBy(),
});

/**
 * A client's document. The bytes are a file under DATA_DIR/documents named by `storage_key` (never
 * by the uploaded name), carried by `npm run backup` and `restore`; `sha256` proves a restored
 * file identical.
 */
export const clientDocuments = pgTable(
  'client_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id').notNull(),
    kind: documentKind('kind').notNull(),
    fileName: text('file_name').notNull(),
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    uploadedAt: createdAt(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedByName: text('uploaded_by_name'),
  },
  (t) => [index('client_documents_client_id_idx').on(t.clientId)],
);

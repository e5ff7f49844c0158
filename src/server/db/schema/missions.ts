import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgEnum, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { MISSION_KINDS, MISSION_STATUSES } from '../../../shared/missions/statuses.ts';
import type { StageRule } from '../../../shared/missions/rules.ts';
import { users } from './auth.ts';
import { clients } from './clients.ts';
import { createdAt, updatedAt, updatedBy } from './columns.ts';

export const missionKind = pgEnum('mission_kind', MISSION_KINDS);
export const missionStatus = pgEnum('mission_status', MISSION_STATUSES);

/** « Modèles de mission » (issue 24): the firm's recurring work, edited by admins in Paramètres. */
export const missionTemplates = pgTable('mission_templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  kind: missionKind('kind').notNull(),
  /** The order of the Production page's template choice. */
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  updatedBy: updatedBy(),
});

/**
 * A template's stages in order. A stage keeps its id through renames and moves, so the missions
 * on it keep their place; removing one that missions stand on is refused by the service (and by
 * the foreign key of missions.stage_id).
 */
export const missionStages = pgTable(
  'mission_stages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => missionTemplates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    checklist: jsonb('checklist').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    rule: jsonb('rule').$type<StageRule>().notNull(),
  },
  (t) => [index('mission_stages_template_id_idx').on(t.templateId, t.position)],
);

/** A mission: one client's work of one template for one exercise (its closing date), unique. */
export const missions = pgTable(
  'missions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id')
      .notNull()
      .references(() => missionTemplates.id, { onDelete: 'restrict' }),
    /** The exercise's closing date (a ponctuelle mission's reference date). */
    closingDate: date('closing_date').notNull(),
    /** The stage being worked on; the stages before it are done. */
    stageId: uuid('stage_id')
      .notNull()
      .references(() => missionStages.id, { onDelete: 'restrict' }),
    status: missionStatus('status').notNull().default('en_cours'),
    waitingReason: text('waiting_reason'),
    responsibleId: uuid('responsible_id').references(() => users.id, { onDelete: 'set null' }),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    budgetHours: numeric('budget_hours', { precision: 7, scale: 2, mode: 'number' }),
    notes: text('notes'),
    /** Filed online: rules with an online delay use it (the dépôt des comptes' two months). */
    onlineFiling: boolean('online_filing').notNull().default(true),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
  },
  (t) => [
    unique('missions_client_template_closing_key').on(t.clientId, t.templateId, t.closingDate),
    // The board and the table read one template's campaign: a closing-date range.
    index('missions_template_closing_idx').on(t.templateId, t.closingDate),
    index('missions_responsible_id_idx').on(t.responsibleId),
    index('missions_stage_id_idx').on(t.stageId),
  ],
);

/** Each stage of each mission: its target date (from the stage's rule), its done date and who, its checklist's ticks. */
export const missionStageProgress = pgTable(
  'mission_stage_progress',
  {
    missionId: uuid('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    stageId: uuid('stage_id')
      .notNull()
      .references(() => missionStages.id, { onDelete: 'cascade' }),
    targetDate: date('target_date'),
    doneAt: date('done_at'),
    doneBy: uuid('done_by').references(() => users.id, { onDelete: 'set null' }),
    /** The done-by's name, kept when the user is deleted. */
    doneByName: text('done_by_name'),
    /** Ticks by the checklist item's index. */
    checklist: jsonb('checklist').$type<boolean[]>().notNull().default(sql`'[]'::jsonb`),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.missionId, t.stageId] }), index('mission_stage_progress_stage_id_idx').on(t.stageId)],
);


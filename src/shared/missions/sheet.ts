import { z } from 'zod';
import { isoDateSchema } from '../iso-date.ts';
import { MISSION_STATUSES } from './statuses.ts';

/**
 * A mission on its client's sheet (« Missions »), newest exercise first: what it is, where it
 * stands, and its id for the link to the Production page (/production?mission=<id>).
 */
export const sheetMissionSchema = z.object({
  id: z.uuid(),
  templateId: z.uuid(),
  templateName: z.string(),
  closingDate: isoDateSchema,
  stageId: z.uuid(),
  stageName: z.string(),
  status: z.enum(MISSION_STATUSES),
  waitingReason: z.string().nullable(),
  /** The current stage's target date while the mission is open; null once it is finished or abandoned, or when the stage has none. */
  nextTargetDate: isoDateSchema.nullable(),
});
export type SheetMission = z.infer<typeof sheetMissionSchema>;

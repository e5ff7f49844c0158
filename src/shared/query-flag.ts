import { z } from 'zod';

/** A yes/no query param (`mine`, `late`, `overdue`…): true, false, 1 or 0, absent meaning no; else `message` (a 400). */
export const queryFlag = (message: string) =>
  z
    .enum(['true', 'false', '1', '0'], { error: message })
    .optional()
    .transform((v) => v === 'true' || v === '1');

import { z } from 'zod';

/** 'YYYY-MM-DD' and a real calendar date (the API is strict; forms apply SPEC §5's lenient rule first). */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Date invalide (AAAA-MM-JJ attendu)', abort: true })
  .refine((v) => {
    const [y, m, d] = v.split('-').map(Number);
    const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 0));
    return date.getUTCFullYear() === y && date.getUTCMonth() === (m ?? 0) - 1 && date.getUTCDate() === d;
  }, { error: 'Date invalide' });

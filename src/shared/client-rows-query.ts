import { z } from 'zod';

/**
 * `?clients=<id>,<id>` on the lists of one row per active client (Habilitations, Banque, Suivi):
 * only these clients' rows, so that a live update patches a few rows into the list a browser
 * holds instead of downloading its 10,000 rows again. A client missing from the answer has left
 * the list (inactive, deleted, or hidden by its URSSAF status).
 */
export const CLIENT_ROWS_MAX = 20;

export const CLIENT_ROWS_MESSAGES = {
  ids: 'clients : identifiants de clients séparés par des virgules',
  tooMany: `clients : ${CLIENT_ROWS_MAX} identifiants au plus`,
} as const;

export const clientRowsQuerySchema = z.strictObject({
  clients: z
    .string({ error: CLIENT_ROWS_MESSAGES.ids })
    .transform((text) => [...new Set(text.split(','))])
    .pipe(z.array(z.uuid({ error: CLIENT_ROWS_MESSAGES.ids })).min(1, { error: CLIENT_ROWS_MESSAGES.ids }).max(CLIENT_ROWS_MAX, { error: CLIENT_ROWS_MESSAGES.tooMany }))
    .optional(),
});

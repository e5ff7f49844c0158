import { z } from 'zod';

/** The one error body every API route answers with. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
export type ErrorIssue = NonNullable<ErrorBody['error']['issues']>[number];

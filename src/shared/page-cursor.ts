import { z } from 'zod';

// The query params of a list paged on the server (Tâches, Échéances; decision 0009): `limit`, and
// `cursor`, where the next page starts (the last row's sort key and id). A cursor is base64url of
// its UTF-8 JSON, so it travels in a URL as is (client names carry accents); the browser sends
// back the nextCursor it was given and never reads it.

const toBase64Url = (bytes: Uint8Array) =>
  btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const fromBase64Url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

/** The cursor as it travels: base64url of its JSON. */
export const encodePageCursor = (cursor: object): string => toBase64Url(new TextEncoder().encode(JSON.stringify(cursor)));

/** The cursor the schema reads in the text, or null when the text is not one this server wrote. */
export function decodePageCursor<S extends z.ZodType>(text: string, schema: S, maxLength: number): z.output<S> | null {
  if (text.length > maxLength || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(text))));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The `cursor` param: the cursor `schema` reads, else `message` (a 400). `maxLength` bounds the text. */
export const cursorParam = <S extends z.ZodType>(schema: S, { message, maxLength }: { message: string; maxLength: number }) =>
  z.string({ error: message }).transform((text, ctx): z.output<S> => {
    const cursor = decodePageCursor(text, schema, maxLength);
    if (cursor === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return cursor;
  });

/** The `limit` param: a whole number of rows from 1 to `max`, else `message` (a 400). */
export const limitParam = (max: number, message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,4}$/, { error: message })
    .transform(Number)
    .pipe(z.number().min(1, { error: message }).max(max, { error: message }));

/** A cursor sent without a page size: where the next page starts means nothing without its size. */
export const CURSOR_WITHOUT_LIMIT = 'Un curseur de page va avec une taille de page (limit)';

/** The 400 of a cursor without `limit`, on the `cursor` param. */
export function refineCursorLimit(query: { cursor?: unknown; limit?: number | undefined }, ctx: z.RefinementCtx) {
  if (query.cursor !== undefined && query.limit === undefined) ctx.addIssue({ code: 'custom', path: ['cursor'], message: CURSOR_WITHOUT_LIMIT });
}

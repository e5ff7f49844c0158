import { z } from 'zod';
import { isoDateSchema } from '../iso-date.ts';
import { OBLIGATION_KINDS } from './kinds.ts';

/**
 * Where the next page of GET /api/obligations starts: the last row's sort key (due date, client
 * name, kind, period) and its id, the list's whole ORDER BY, so no row is lost or repeated between
 * pages. Opaque to the browser, which sends back the nextCursor it was given.
 */
export const obligationCursorSchema = z.strictObject({
  dueDate: isoDateSchema,
  raisonSociale: z.string(),
  kind: z.enum(OBLIGATION_KINDS),
  period: z.string().max(100),
  id: z.uuid(),
});
export type ObligationCursor = z.infer<typeof obligationCursorSchema>;

/** A client's name may be « Zèbre » or « Société Générale »: the JSON goes through UTF-8 before base64, which only takes bytes. */
const toBase64Url = (text: string) =>
  btoa(Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join(''))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const fromBase64Url = (text: string) =>
  new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0)));

/** base64url of the JSON, so the cursor travels in a URL as is. */
export const encodeObligationCursor = (cursor: ObligationCursor): string => toBase64Url(JSON.stringify(cursor));

/** The cursor, or null when the text is not one this server wrote. */
export function decodeObligationCursor(text: string): ObligationCursor | null {
  // The text's length bounds the name's (whatever length an import let in): a URL stays under 8 kB.
  if (text.length > 6000 || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const parsed = obligationCursorSchema.safeParse(JSON.parse(fromBase64Url(text)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

import { BULK_MESSAGES } from '../../shared/bulk.ts';
import type { ErrorIssue } from '../../shared/errors.ts';
import { AppError } from '../errors.ts';

/** A refused row of a bulk write: its id and why, in French. */
export type RowRefusal = { id: string; message: string };

/**
 * The 400 of a bulk write with refused rows: nothing is written, and error.issues names each
 * row (path = its id) so the page can point at them.
 */
export function refuseRows(refusals: readonly RowRefusal[]): AppError {
  const issues: ErrorIssue[] = refusals.map((refusal) => ({ path: refusal.id, message: refusal.message }));
  const count = refusals.length;
  const message = count === 1 ? `Une ligne est refusée (${refusals[0]?.message ?? ''}) : rien n'a été enregistré` : `${count.toLocaleString('fr-FR')} lignes sont refusées : rien n'a été enregistré`;
  return new AppError('VALIDATION', message, { issues });
}

/** The wanted ids that were not found, each refused as unknown. */
export function unknownRows(wanted: readonly string[], found: ReadonlySet<string>): RowRefusal[] {
  return wanted.filter((id) => !found.has(id)).map((id) => ({ id, message: BULK_MESSAGES.unknown }));
}

/** Throws the 400 when any row is refused. */
export function refuseAny(refusals: readonly RowRefusal[]): void {
  if (refusals.length > 0) throw refuseRows(refusals);
}

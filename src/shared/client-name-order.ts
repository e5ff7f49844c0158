import { foldText } from './client-search.ts';

// The order of a client list by raison sociale: the names' folded forms (client-search.ts: no
// accents, no case) compared code unit by code unit, a name that folds to nothing last. The
// browser sorts its lists so; a server that sends a list in this order lets the browser check the
// order (a walk over the names) instead of folding and sorting 10,000 of them before the first rows
// show. PostgreSQL's collation cannot give it: the embedded database compares bytes (« Brunet »
// before « Béatrice »), others ignore spaces.

/** Two folded names: '' after every other name, else by code units. */
export function compareFoldedNames(a: string, b: string): number {
  if (a === '' || b === '') return a === b ? 0 : a === '' ? 1 : -1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Rows by raison sociale as the client lists show them; equal names keep their order. */
export function sortByClientName<R extends { raisonSociale: string }>(rows: readonly R[]): R[] {
  return rows
    .map((row) => ({ row, key: foldText(row.raisonSociale) }))
    .sort((a, b) => compareFoldedNames(a.key, b.key))
    .map((entry) => entry.row);
}

/** Greek capital sigma: the one letter whose lower case depends on its neighbours (final ς). */
const SIGMA = 0x3a3;

/** Folded code units by code unit (a few dozen letters in a firm's names), each folded once. */
const foldedUnits = new Map<number, string>();

/**
 * One code unit, folded: a single character or '' when it cannot be compared alone (a surrogate,
 * Σ, a mark folding to nothing, a letter folding to several).
 */
function foldedUnit(code: number): string {
  if (code < 0x80) return String.fromCharCode(code >= 65 && code <= 90 ? code + 32 : code);
  let folded = foldedUnits.get(code);
  if (folded === undefined) {
    folded = code === SIGMA || (code >= 0xd800 && code <= 0xdfff) ? '' : foldText(String.fromCharCode(code));
    if (folded.length !== 1) folded = '';
    foldedUnits.set(code, folded);
  }
  return folded;
}

/**
 * Whether name `a` may come before name `b` (its folded form is not after b's), told without
 * folding either name when it can be: folding works character by character (but for Σ), so a
 * common beginning folds alike and the first characters that fold apart decide. Undefined when a
 * character cannot be folded alone (a mark, Σ) or b ends first: the folded names must then be
 * compared.
 */
export function namesInOrder(a: string, b: string): boolean | undefined {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y && x !== SIGMA) continue;
    const fx = foldedUnit(x);
    const fy = foldedUnit(y);
    if (fx === '' || fy === '') return undefined;
    if (fx !== fy) return fx < fy;
  }
  // Every character folded alike: the same folded name, or a's begins b's (and, from an ASCII
  // character, is not empty, which would go last).
  if (a.length === b.length) return true;
  return a.length < b.length && a.charCodeAt(0) < 0x80 ? true : undefined;
}

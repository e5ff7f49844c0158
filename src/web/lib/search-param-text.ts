/**
 * A search param read as text. The router reads numeric-looking values as numbers
 * ('?recherche=552100' gives 552100, '?mes=1' gives 1); a blank value counts as absent.
 */
export function searchParamText(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim()) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

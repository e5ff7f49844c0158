export type ResetPasswordSearch = {
  token?: string;
  error?: string;
};

// The router parses numeric-looking values as numbers, so a token may arrive as one.
function asText(value: unknown): string | undefined {
  if (typeof value === 'string' && value) return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

export function validateResetPasswordSearch(search: Record<string, unknown>): ResetPasswordSearch {
  return { token: asText(search.token), error: asText(search.error) };
}

/** The secret an otpauth:// URI carries (base32), for people who type it instead of scanning. */
export function secretOfTotpUri(uri: string): string {
  try {
    return new URL(uri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

/** « ABCD EFGH IJKL … »: groups of four, easier to read aloud and to type. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

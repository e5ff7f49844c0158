// A client's documents (issue 25): the signed letter, the Kbis, IDs, the RBE extract, the
// questionnaire. The type is read from the content (its first bytes), never from the name.

export const DOCUMENT_KINDS = ['lettre_mission', 'kbis', 'identite', 'rbe', 'questionnaire', 'autre'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  lettre_mission: 'Lettre de mission signée',
  kbis: 'Extrait Kbis',
  identite: "Pièce d'identité",
  rbe: 'Extrait du registre des bénéficiaires effectifs',
  questionnaire: 'Questionnaire LCB-FT',
  autre: 'Autre pièce',
};

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_MEDIA_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type DocumentMediaType = (typeof DOCUMENT_MEDIA_TYPES)[number];

export const DOCUMENT_MESSAGES = {
  tooLarge: 'Le fichier dépasse 10 Mo',
  empty: 'Le fichier est vide',
  badType: 'Seuls les fichiers PDF, PNG et JPEG sont acceptés (le contenu du fichier ne correspond pas)',
  badName: 'Nom de fichier invalide',
  missingFile: 'Aucun fichier reçu (champ « file »)',
  kindUnknown: 'Type de pièce inconnu',
  notFound: 'Document introuvable',
  forbidden: "Votre profil ne permet pas d'accéder aux documents",
} as const;

/** The media type the first bytes show (PDF, PNG, JPEG signatures), or null: an HTML or SVG renamed .pdf is null. */
export function sniffMediaType(head: Uint8Array): DocumentMediaType | null {
  const starts = (bytes: readonly number[]) => bytes.every((byte, i) => head[i] === byte);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

/** A plain file name: no path, no control characters, 1–200 characters. */
export function isPlainFileName(name: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  return name.length > 0 && name.length <= 200 && !/[/\\\u0000-\u001f]/.test(name) && name !== '.' && name !== '..';
}

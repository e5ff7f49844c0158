// A download's Content-Disposition: always an attachment (never shown inline, whatever the file
// holds), its name in UTF-8 by RFC 5987 (filename*) with a plain ASCII fallback for old clients.

const RFC_5987_EXTRA = /['()*]/g;

/** `attachment; filename="Kbis e.pdf"; filename*=UTF-8''Kbis%20%C3%A9.pdf` */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(RFC_5987_EXTRA, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

import { z } from 'zod';

// « Mon profil › Sessions ouvertes »: the signed-in user's sessions, each one closable.

/** One open session: the device as its user agent names it, never its token. */
export const openSessionSchema = z.object({
  id: z.string(),
  /** « Chrome sur Windows », from the user agent; « Appareil inconnu » without one. */
  device: z.string(),
  ipAddress: z.string().nullable(),
  /** ISO 8601: when it was opened. */
  createdAt: z.string(),
  /** ISO 8601: its last request, to within a few minutes. */
  lastActiveAt: z.string(),
  /** The session of the request that lists them. */
  current: z.boolean(),
});
export type OpenSession = z.infer<typeof openSessionSchema>;
export const openSessionListSchema = z.object({ sessions: z.array(openSessionSchema) });

export const revokedSessionsSchema = z.object({ revoked: z.number().int() });

export const SESSIONS_MESSAGES = {
  unknownDevice: 'Appareil inconnu',
  notFound: 'Session introuvable.',
} as const;

// Most specific first: Edge and Opera say « Chrome » too, Chrome says « Safari ».
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** « Firefox sur Linux », « Safari sur iPhone », or what can be told of it. */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return SESSIONS_MESSAGES.unknownDevice;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} sur ${system}`;
  return browser ?? system ?? SESSIONS_MESSAGES.unknownDevice;
}

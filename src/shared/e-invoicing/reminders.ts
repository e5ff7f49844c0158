import { z } from 'zod';
import { isReadinessClosed, ISSUING_DEADLINES, RECEPTION_DEADLINE, type CompanyCategory, type ReadinessStatus } from './statuses.ts';

// « Envoyer une relance » (issue 23): one mail per selected client, from a template the firm keeps.

export const REMINDER_MAX_CLIENTS = 2000;
export const REMINDER_TEMPLATE_MAX = 10_000;
export const REMINDER_SUBJECT_MAX = 200;
/** Reminder mails accepted per Paris day, by default; the rest wait for the next day (a firm setting). */
export const REMINDER_DAILY_CAP_DEFAULT = 500;
export const REMINDER_DAILY_CAP_MAX = 50_000;

/** The placeholders a template may use, and what each becomes. */
export const REMINDER_PLACEHOLDERS = {
  raison_sociale: 'la raison sociale du client',
  date_limite: "la prochaine date limite du client (réception ou émission), JJ/MM/AAAA",
  collaborateur: 'le nom de son premier collaborateur',
} as const;
export type ReminderPlaceholder = keyof typeof REMINDER_PLACEHOLDERS;

export const REMINDER_MESSAGES = {
  unknownPlaceholder: (name: string) => `Variable inconnue : {${name}}. Variables possibles : {raison_sociale}, {date_limite}, {collaborateur}`,
  tooLong: `Le modèle fait ${REMINDER_TEMPLATE_MAX.toLocaleString('fr-FR')} caractères au plus`,
  subjectRequired: "L'objet est obligatoire",
  subjectTooLong: `L'objet fait ${REMINDER_SUBJECT_MAX} caractères au plus`,
  subjectLineBreak: "L'objet ne peut pas contenir de retour à la ligne",
  bodyRequired: 'Le message est obligatoire',
  controlCharacter: 'Le texte contient un caractère invisible interdit',
  tooManyClients: `Une relance porte sur ${REMINDER_MAX_CLIENTS.toLocaleString('fr-FR')} clients au plus`,
  noClient: 'Aucun client sélectionné',
  duplicate: 'La sélection contient deux fois le même client',
  capInvalid: `Le plafond quotidien est un nombre entier entre 1 et ${REMINDER_DAILY_CAP_MAX.toLocaleString('fr-FR')}`,
  nobodyToMail: "Aucun client de la sélection n'a d'adresse e-mail valide",
} as const;

/** The skipped clients' reasons, as the dialog lists them. */
export const REMINDER_SKIP_REASONS = {
  no_email: "Pas d'adresse e-mail",
  invalid_email: 'Adresse e-mail invalide',
  inactive: "Client inactif",
  unknown: 'Client introuvable',
} as const;
export type ReminderSkipReason = keyof typeof REMINDER_SKIP_REASONS;

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The {names} a text uses that are not placeholders, in order, each once. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').filter((name) => !Object.hasOwn(REMINDER_PLACEHOLDERS, name));
  return [...new Set(unknown)];
}

/** The text with each {placeholder} replaced; values are plain text (the HTML part escapes them). */
export function fillTemplate(text: string, values: Readonly<Record<ReminderPlaceholder, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? values[name as ReminderPlaceholder] : whole));
}

const knownPlaceholders = (text: string, ctx: z.RefinementCtx) => {
  const [first] = unknownPlaceholders(text);
  if (first !== undefined) ctx.addIssue({ code: 'custom', message: REMINDER_MESSAGES.unknownPlaceholder(first) });
};

/** A mail's text may hold tabs and line breaks (the body), never NUL or other control characters (PostgreSQL text cannot store NUL; SMTP must not carry them). */
// eslint-disable-next-line no-control-regex -- the control characters are what this rule refuses
const noControlCharacter = (value: string) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value);

export const reminderSubjectSchema = z
  .string()
  .refine((v) => !/[\r\n]/.test(v), { error: REMINDER_MESSAGES.subjectLineBreak, abort: true })
  .refine(noControlCharacter, { error: REMINDER_MESSAGES.controlCharacter, abort: true })
  .transform((v) => v.trim())
  .pipe(z.string().min(1, { error: REMINDER_MESSAGES.subjectRequired }).max(REMINDER_SUBJECT_MAX, { error: REMINDER_MESSAGES.subjectTooLong }))
  .superRefine(knownPlaceholders);

export const reminderBodySchema = z
  .string()
  .max(REMINDER_TEMPLATE_MAX, { error: REMINDER_MESSAGES.tooLong, abort: true })
  .refine(noControlCharacter, { error: REMINDER_MESSAGES.controlCharacter, abort: true })
  .refine((v) => v.trim() !== '', { error: REMINDER_MESSAGES.bodyRequired, abort: true })
  .superRefine(knownPlaceholders);

/** The firm's template (Paramètres › Facturation électronique, admins). */
export const reminderTemplateSchema = z.strictObject({ subject: reminderSubjectSchema, body: reminderBodySchema });
export type ReminderTemplate = z.infer<typeof reminderTemplateSchema>;

export const DEFAULT_REMINDER_TEMPLATE: ReminderTemplate = {
  subject: 'Facturation électronique : {raison_sociale}, êtes-vous prêt pour le {date_limite} ?',
  body: [
    'Bonjour,',
    '',
    "Depuis le 1er septembre 2026, toute entreprise assujettie à la TVA doit pouvoir recevoir ses factures électroniques par l'intermédiaire d'une plateforme agréée. L'émission devient obligatoire le 1er septembre 2026 pour les grandes entreprises et les ETI, et le 1er septembre 2027 pour les PME et micro-entreprises.",
    '',
    "Pour {raison_sociale}, la prochaine date à retenir est le {date_limite}. Afin que nous puissions vous accompagner, merci de nous indiquer la plateforme agréée que vous avez choisie (ou souhaitez choisir) et de nous retourner le mandat de délégation signé.",
    '',
    'Nous restons à votre disposition pour en parler.',
    '',
    'Bien cordialement,',
    '{collaborateur}',
  ].join('\n'),
};

/** POST /api/e-invoicing/reminders (and /reminders/test, which mails the first client's version to the requester). */
export const reminderRequestSchema = z.strictObject({
  clientIds: z
    .array(z.uuid({ error: 'Identifiant invalide' }))
    .min(1, { error: REMINDER_MESSAGES.noClient })
    .max(REMINDER_MAX_CLIENTS, { error: REMINDER_MESSAGES.tooManyClients })
    .refine((ids) => new Set(ids).size === ids.length, { error: REMINDER_MESSAGES.duplicate }),
  subject: reminderSubjectSchema,
  body: reminderBodySchema,
});
export type ReminderRequest = z.infer<typeof reminderRequestSchema>;

export const reminderResultSchema = z.object({
  /** Mails put in the outbox. */
  queued: z.number().int(),
  /** Of those, how many wait for a later day (the daily cap), and the first such day (AAAA-MM-JJ). */
  deferred: z.number().int(),
  deferredUntil: z.string().nullable(),
  skipped: z.array(z.object({ clientId: z.string(), reason: z.enum(Object.keys(REMINDER_SKIP_REASONS) as [ReminderSkipReason, ...ReminderSkipReason[]]) })),
});
export type ReminderResult = z.infer<typeof reminderResultSchema>;

/** Paramètres › Facturation électronique: the template and the daily cap. */
export const reminderSettingsSchema = z.strictObject({
  template: reminderTemplateSchema,
  dailyCap: z.number({ error: REMINDER_MESSAGES.capInvalid }).int({ error: REMINDER_MESSAGES.capInvalid }).min(1, { error: REMINDER_MESSAGES.capInvalid }).max(REMINDER_DAILY_CAP_MAX, { error: REMINDER_MESSAGES.capInvalid }),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** POST /api/e-invoicing/reminders/preview: the first mailable client's mail as it will leave, and who will be skipped. */
export const reminderPreviewSchema = z.object({
  /** Null when no selected client can be mailed. */
  first: z
    .object({ clientId: z.string(), to: z.string(), replyTo: z.string().nullable(), subject: z.string(), text: z.string() })
    .nullable(),
  /** How many mails « Envoyer » would queue. */
  sendable: z.number().int(),
  skipped: reminderResultSchema.shape.skipped,
});
export type ReminderPreview = z.infer<typeof reminderPreviewSchema>;

/** POST /api/e-invoicing/reminders/test: the address the first client's version went to (the requester's own). */
export const reminderTestResultSchema = z.object({ to: z.string() });

/**
 * The {date_limite} of a client: the next date it must be ready for. Its open deadlines are
 * reception (01/09/2026) and, once its category is known, issuing, each open until its status is
 * « Prêt » or « Pas concerné ». The earliest open one not yet past; if every open one is past,
 * the earliest of them (the client is late on it, which is what the reminder is about); with
 * none open, the reception deadline. AAAA-MM-JJ; `today` is the Paris day.
 */
export function reminderDeadline(client: {
  category: CompanyCategory | null;
  receptionStatus: ReadinessStatus;
  issuingStatus: ReadinessStatus;
  today: string;
}): string {
  const open = [
    isReadinessClosed(client.receptionStatus) ? null : RECEPTION_DEADLINE,
    client.category === null || isReadinessClosed(client.issuingStatus) ? null : ISSUING_DEADLINES[client.category],
  ]
    .filter((deadline) => deadline !== null)
    .sort();
  return open.find((deadline) => deadline >= client.today) ?? open[0] ?? RECEPTION_DEADLINE;
}

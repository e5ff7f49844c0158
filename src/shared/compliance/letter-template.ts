import { z } from 'zod';

// « Générer la lettre » (issue 25): the firm's engagement letter, a text an admin edits in
// Paramètres with {{placeholders}} the client's fields, missions and fees fill in.

export const LETTER_PLACEHOLDERS = {
  raison_sociale: 'la raison sociale du client',
  siret: 'son SIRET',
  forme_juridique: 'sa forme juridique (classification)',
  adresse: 'son adresse, code postal et ville',
  missions: 'les missions de la lettre, séparées par des virgules',
  honoraires: 'les honoraires annuels hors taxes, en euros',
  mode_honoraires: 'forfait ou temps passé',
  date_debut: 'la date de début, JJ/MM/AAAA',
  tacite_reconduction: 'oui ou non',
  date_du_jour: 'la date de la génération, JJ/MM/AAAA',
} as const;
export type LetterPlaceholder = keyof typeof LETTER_PLACEHOLDERS;

/** What a placeholder becomes when the file does not say it yet. */
export const LETTER_MISSING_VALUE = '[à compléter]';
export const LETTER_TEMPLATE_MAX = 20_000;

const placeholderList = Object.keys(LETTER_PLACEHOLDERS)
  .map((name) => `{{${name}}}`)
  .join(', ');

export const LETTER_MESSAGES = {
  unknownPlaceholder: (name: string) => `Variable inconnue : {{${name}}}. Variables possibles : ${placeholderList}`,
  tooLong: `Le modèle fait ${LETTER_TEMPLATE_MAX.toLocaleString('fr-FR')} caractères au plus`,
  required: 'Le modèle de lettre est obligatoire',
  controlCharacter: 'Le texte contient un caractère invisible interdit',
} as const;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The {{names}} a text uses that are not placeholders, each once. */
export function unknownLetterPlaceholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').filter((name) => !Object.hasOwn(LETTER_PLACEHOLDERS, name)))];
}

/** The text with each {{placeholder}} replaced by its value. */
export function fillLetterTemplate(text: string, values: Readonly<Record<LetterPlaceholder, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? values[name as LetterPlaceholder] : whole));
}

// eslint-disable-next-line no-control-regex -- the control characters are what this rule refuses
const noControlCharacter = (value: string) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value);

export const letterTemplateSchema = z.strictObject({
  template: z
    .string({ error: LETTER_MESSAGES.required })
    .max(LETTER_TEMPLATE_MAX, { error: LETTER_MESSAGES.tooLong, abort: true })
    .refine(noControlCharacter, { error: LETTER_MESSAGES.controlCharacter, abort: true })
    .refine((v) => v.trim() !== '', { error: LETTER_MESSAGES.required, abort: true })
    .superRefine((text, ctx) => {
      const [first] = unknownLetterPlaceholders(text);
      if (first !== undefined) ctx.addIssue({ code: 'custom', message: LETTER_MESSAGES.unknownPlaceholder(first) });
    }),
});
export type LetterTemplate = z.infer<typeof letterTemplateSchema>;

export const DEFAULT_LETTER_TEMPLATE: LetterTemplate = {
  template: [
    'Lettre de mission',
    '',
    'Entre le cabinet, d’une part,',
    'et {{raison_sociale}} ({{forme_juridique}}), SIRET {{siret}}, dont le siège est situé {{adresse}}, d’autre part.',
    '',
    'Objet de la mission',
    'Vous avez souhaité confier à notre cabinet les missions suivantes : {{missions}}.',
    '',
    'Durée',
    'La mission prend effet le {{date_debut}} pour une durée d’un an, correspondant à l’exercice comptable. Tacite reconduction : {{tacite_reconduction}}.',
    '',
    'Honoraires',
    'Nos honoraires annuels s’élèvent à {{honoraires}} hors taxes ({{mode_honoraires}}), facturés selon l’échéancier convenu entre nous.',
    '',
    'Vos engagements',
    'Vous vous engagez à nous remettre dans les délais convenus les documents nécessaires à la mission et à nous informer de tout changement de votre situation. Conformément aux articles L561-1 et suivants du Code monétaire et financier, vous nous communiquez les éléments d’identification de votre entreprise, de son représentant légal et de ses bénéficiaires effectifs.',
    '',
    'La présente lettre, établie conformément à l’article 151 du code de déontologie des experts-comptables (décret n° 2012-432 du 30 mars 2012), est accompagnée des conditions générales du cabinet, qui en font partie.',
    '',
    'Fait le {{date_du_jour}}, en deux exemplaires.',
    '',
    'Pour le cabinet',
    '',
    'Pour {{raison_sociale}}, signature précédée de la mention « Bon pour accord »',
  ].join('\n'),
};

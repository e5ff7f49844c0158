import { z } from 'zod';
import { MISSION_KINDS } from './statuses.ts';
import { stageRuleSchema, type StageRule } from './rules.ts';

// « Modèles de mission » (Paramètres): admins edit them, everyone reads them. A stage keeps its id
// through renames and moves, so the missions standing on it keep their place.

export const TEMPLATE_LIMITS = { name: 120, stages: 20, stageName: 80, checklist: 30, checklistItem: 200 } as const;

export const TEMPLATE_MESSAGES = {
  nameRequired: 'Le nom du modèle est obligatoire',
  nameTooLong: `Le nom du modèle fait ${TEMPLATE_LIMITS.name} caractères au plus`,
  nameTaken: 'Un modèle porte déjà ce nom',
  stagesRequired: 'Un modèle a au moins une étape',
  tooManyStages: `Un modèle a ${TEMPLATE_LIMITS.stages} étapes au plus`,
  stageNameRequired: "Le nom de l'étape est obligatoire",
  stageNameTooLong: `Le nom d'une étape fait ${TEMPLATE_LIMITS.stageName} caractères au plus`,
  stageNamesUnique: 'Deux étapes portent le même nom',
  checklistTooLong: `Une étape a ${TEMPLATE_LIMITS.checklist} points de contrôle au plus`,
  checklistItemTooLong: `Un point de contrôle fait ${TEMPLATE_LIMITS.checklistItem} caractères au plus`,
  checklistItemRequired: 'Un point de contrôle ne peut pas être vide',
  stageUnknown: "Cette étape n'appartient pas à ce modèle",
  firstStageAfterPrevious: "La première étape n'a pas d'étape précédente",
  templateUnknown: 'Modèle de mission introuvable',
  kindLocked: 'Le type d’un modèle qui a des missions ne change pas',
  templateHasMissions: (count: number) =>
    `Impossible de supprimer ce modèle : ${count.toLocaleString('fr-FR')} mission${count > 1 ? 's' : ''} l'utilise${count > 1 ? 'nt' : ''}`,
  /** Removing a stage that holds missions: refused, naming the count. */
  stageHasMissions: (stage: string, count: number) =>
    `Impossible de supprimer l'étape « ${stage} » : ${count.toLocaleString('fr-FR')} mission${count > 1 ? 's y sont' : ' y est'}`,
} as const;

export const stageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  checklist: z.array(z.string()),
  rule: stageRuleSchema,
});
export type Stage = z.infer<typeof stageSchema>;

export const templateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(MISSION_KINDS),
  stages: z.array(stageSchema),
});
export type MissionTemplate = z.infer<typeof templateSchema>;
export const templateListSchema = z.object({ templates: z.array(templateSchema) });

const stageInputSchema = z.strictObject({
  /** Absent for a new stage; an existing stage's id keeps its missions through renames and moves. */
  id: z.uuid({ error: 'Identifiant d’étape invalide' }).optional(),
  name: z
    .string()
    .trim()
    .min(1, { error: TEMPLATE_MESSAGES.stageNameRequired })
    .max(TEMPLATE_LIMITS.stageName, { error: TEMPLATE_MESSAGES.stageNameTooLong }),
  checklist: z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: TEMPLATE_MESSAGES.checklistItemRequired })
        .max(TEMPLATE_LIMITS.checklistItem, { error: TEMPLATE_MESSAGES.checklistItemTooLong }),
    )
    .max(TEMPLATE_LIMITS.checklist, { error: TEMPLATE_MESSAGES.checklistTooLong }),
  rule: stageRuleSchema,
});

/** POST /api/mission-templates and PUT /api/mission-templates/{id}: the whole template, stages in order. */
export const templateInputSchema = z
  .strictObject({
    name: z
      .string()
      .trim()
      .min(1, { error: TEMPLATE_MESSAGES.nameRequired })
      .max(TEMPLATE_LIMITS.name, { error: TEMPLATE_MESSAGES.nameTooLong }),
    kind: z.enum(MISSION_KINDS, { error: 'Type de modèle inconnu' }),
    stages: z
      .array(stageInputSchema)
      .min(1, { error: TEMPLATE_MESSAGES.stagesRequired })
      .max(TEMPLATE_LIMITS.stages, { error: TEMPLATE_MESSAGES.tooManyStages }),
  })
  .refine((v) => new Set(v.stages.map((s) => s.name.toLocaleLowerCase('fr-FR'))).size === v.stages.length, {
    error: TEMPLATE_MESSAGES.stageNamesUnique,
    path: ['stages'],
  })
  .refine((v) => v.stages[0]?.rule.type !== 'after_previous', { error: TEMPLATE_MESSAGES.firstStageAfterPrevious, path: ['stages', 0, 'rule'] });
export type TemplateInput = z.infer<typeof templateInputSchema>;

export const templateParamsSchema = z.object({ id: z.uuid({ error: 'Identifiant de modèle invalide' }) });

type ShippedStage = { name: string; checklist: string[]; rule: StageRule };
export type ShippedTemplate = { name: string; kind: 'exercice'; stages: ShippedStage[] };

/**
 * The two templates every firm starts with (the migration's seed and the demo's), with their
 * rules' sources in docs/missions.md. « Liasse télétransmise » is tied to the liasse échéance:
 * doing it closes that échéance.
 */
export const SHIPPED_TEMPLATES: readonly ShippedTemplate[] = [
  {
    name: 'Bilan et liasse',
    kind: 'exercice',
    stages: [
      {
        name: 'Pièces reçues',
        checklist: ['Relevés bancaires de l’exercice', 'Factures d’achats et de ventes', 'Inventaire des stocks', 'État des immobilisations'],
        rule: { type: 'after_closing', amount: 1, unit: 'months' },
      },
      {
        name: 'Saisie terminée',
        checklist: ['Banques rapprochées', 'Comptes de tiers lettrés', 'TVA rapprochée des déclarations'],
        rule: { type: 'after_closing', amount: 2, unit: 'months' },
      },
      {
        name: 'Révision',
        checklist: ['Cut-off (charges et produits constatés d’avance)', 'Provisions et amortissements', 'Dossier de révision revu'],
        rule: { type: 'after_closing', amount: 3, unit: 'months' },
      },
      {
        name: 'Liasse télétransmise',
        checklist: ['Liasse validée par le client', 'Accusé de réception EDI'],
        rule: { type: 'obligation', kind: 'liasse' },
      },
      {
        name: 'Comptes présentés au client',
        checklist: ['Plaquette remise', 'Entretien de présentation'],
        rule: { type: 'after_previous', amount: 15, unit: 'days' },
      },
    ],
  },
  {
    name: 'Juridique annuel',
    kind: 'exercice',
    stages: [
      {
        name: 'Convocation',
        checklist: ['Rapport de gestion', 'Projet de résolutions', 'Convocations envoyées'],
        rule: { type: 'after_closing', amount: 5, unit: 'months' },
      },
      {
        name: "AG d'approbation",
        checklist: ['Procès-verbal signé', 'Registre des décisions à jour'],
        rule: { type: 'after_closing', amount: 6, unit: 'months' },
      },
      {
        name: 'Dépôt au greffe',
        checklist: ['Comptes annuels et annexe', 'Procès-verbal d’affectation du résultat', 'Récépissé du greffe'],
        rule: { type: 'after_previous', amount: 1, unit: 'months', onlineAmount: 2 },
      },
    ],
  },
];

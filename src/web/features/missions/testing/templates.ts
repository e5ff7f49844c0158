import { SHIPPED_TEMPLATES, type MissionTemplate } from '../../../../shared/missions/templates.ts';

/** The two shipped templates as the API answers them, with stable ids (…-1xx for the first, …-2xx for the second). */
export const TEMPLATES: MissionTemplate[] = SHIPPED_TEMPLATES.map((template, t) => ({
  id: `6f5e4d3c-2b1a-4f9e-8d7c-00000000${t + 1}000`,
  name: template.name,
  kind: template.kind,
  stages: template.stages.map((stage, s) => ({ ...stage, id: `6f5e4d3c-2b1a-4f9e-8d7c-00000000${t + 1}${String(s + 1).padStart(3, '0')}` })),
}));

export const stageIdOf = (templateIndex: number, stageIndex: number) => `6f5e4d3c-2b1a-4f9e-8d7c-00000000${templateIndex + 1}${String(stageIndex + 1).padStart(3, '0')}`;

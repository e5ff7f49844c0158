import { sql } from 'drizzle-orm';
import type { MissionDetail } from '../../../../shared/missions/api.ts';
import type { MissionTemplate } from '../../../../shared/missions/templates.ts';
import { createSignedInApp } from '../../../testing/signed-in-app.ts';
import { seedShippedTemplates } from '../shipped-templates.ts';
import { listTemplates } from '../template-rows.ts';

// The cast of the missions' API tests: Camille (collaboratrice), an admin, the two shipped
// templates, and a way to make missions through the API.

export async function createMissionsApp() {
  const app = await createSignedInApp();
  const { t, camille } = app;
  const admin = await t.signedIn({ role: 'admin', email: 'admin.production@cabinet.test', fullName: 'Alice Martin' });
  await seedShippedTemplates({ db: t.db });
  const templates = await listTemplates({ db: t.db });
  const named = (name: string): MissionTemplate => {
    const template = templates.find((candidate) => candidate.name === name);
    if (!template) throw new Error(`modèle ${name} absent`);
    return template;
  };
  const bilan = named('Bilan et liasse');
  const juridique = named('Juridique annuel');
  /** A mission made through POST /api/missions (Bilan et liasse, closing 31/12/2026 unless told); its sheet. */
  const createMission = async (body: { clientId: string; templateId?: string; closingDate?: string; responsibleId?: string | null }): Promise<MissionDetail> => {
    const response = await camille.post('/api/missions', { templateId: bilan.id, closingDate: '2026-12-31', ...body });
    if (response.status !== 201) throw new Error(`mission non créée : ${response.status} ${response.text}`);
    return response.json as MissionDetail;
  };
  const patch = (id: string, body: unknown) => camille.request('PATCH', `/api/missions/${id}`, body);
  const countMissions = async () => Number((await t.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM missions`)).rows[0]?.n ?? 0);
  return { ...app, admin: admin.client, adminId: admin.user.id, bilan, juridique, createMission, patch, countMissions };
}

/** A stage's id by its name in a template. */
export function stageId(template: MissionTemplate, name: string): string {
  const stage = template.stages.find((candidate) => candidate.name === name);
  if (!stage) throw new Error(`étape ${name} absente de ${template.name}`);
  return stage.id;
}

import type { TestClient } from '../testing/test-app.ts';
import type { Answer } from './api-surface.ts';

export type Fixtures = Record<'client' | 'task' | 'software' | 'bankChange' | 'user' | 'note' | 'obligation' | 'missionTemplate' | 'mission', string | undefined>;

/** Real rows for path parameters to point at, created through the API as a user would. */
export async function createFixtures(admin: TestClient): Promise<Fixtures> {
  const idOf = (answer: Answer) => (answer.status < 300 ? (answer.json as { id?: string } | undefined)?.id : undefined);
  // An e-mail, so that a reminder to the fixture client is sent (and its text checked), not skipped.
  const client = idOf(await admin.post('/api/clients', { raisonSociale: `Fuzz ${Math.random()}`, email: 'fuzz.client@cabinet.test' }));
  const user = idOf(
    await admin.post('/api/admin/users', {
      fullName: 'Cible du fuzz',
      email: `fuzz-${Math.random().toString(36).slice(2)}@cabinet.test`,
      role: 'collaborateur',
      password: 'motdepasse',
    }),
  );
  const task = idOf(
    await admin.post('/api/tasks', {
      title: 'Tâche du fuzz',
      type: 'recurrente',
      recurrenceFrequency: 'mois',
      dueDate: '2026-01-31T09:00:00.000Z',
      priority: 'normale',
      status: 'a_faire',
      clientId: client,
      assignedTo: user,
    }),
  );
  const software = idOf(await admin.post('/api/software', { name: `Logiciel ${Math.random().toString(36).slice(2)}` }));
  const bankChange = idOf(await admin.post('/api/bank-changes', { clientId: client, newBankName: 'Banque du fuzz' }));
  const note = client ? idOf(await admin.post(`/api/clients/${client}/notes`, { body: 'Note du fuzz' })) : undefined;
  for (const kind of ['cfe', '3en1']) await admin.post(`/api/tracking/${kind}/years`, { year: 2024 });
  // A monthly TVA and DSN give the client obligations every month, so one is in the list's default month.
  const withProfile = client ? await admin.request('PATCH', `/api/clients/${client}`, { regimeImposition: 'is', regimeTva: 'mensuel', employeur: 'moins_50' }) : undefined;
  const obligations = withProfile?.status === 200 ? ((await admin.get(`/api/obligations?clientId=${client}`)).json as { obligations?: { id: string }[] }) : undefined;
  const obligation = obligations?.obligations?.[0]?.id;
  const missionTemplate = idOf(
    await admin.post('/api/mission-templates', {
      name: `Modèle du fuzz ${Math.random().toString(36).slice(2)}`,
      kind: 'ponctuelle',
      stages: [{ name: 'Étape du fuzz', checklist: ['Point du fuzz'], rule: { type: 'after_closing', amount: 1, unit: 'months' } }],
    }),
  );
  const mission = idOf(await admin.post('/api/missions', { clientId: client, templateId: missionTemplate, closingDate: '2026-12-31' }));
  return { client, task, software, bankChange, user, note, obligation, missionTemplate, mission };
}

export const FIXTURE_BY_SEGMENT: Record<string, keyof Fixtures> = {
  clients: 'client',
  tasks: 'task',
  software: 'software',
  'bank-changes': 'bankChange',
  users: 'user',
  notes: 'note',
  obligations: 'obligation',
  'mission-templates': 'missionTemplate',
  missions: 'mission',
};


/** The operation's path pointing at the fixtures (enum parameters take their first value). */
export function fixturePath(
  op: { path: string; parameters: { name: string; in: string; schema?: { enum?: unknown[] } }[] },
  fixtures: Fixtures,
): string | undefined {
  let missing = false;
  const segments = op.path.split('/');
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const schema = op.parameters.find((p) => p.name === name && p.in === 'path')?.schema;
    if (schema?.enum?.length) return String(schema.enum[0]);
    if (name === 'year') return '2024';
    const before = segments[segments.indexOf(`{${name}}`) - 1] ?? '';
    const fixtureName = name === 'id' ? FIXTURE_BY_SEGMENT[before] : name === 'clientId' ? 'client' : name === 'userId' ? 'user' : undefined;
    const value = fixtureName ? fixtures[fixtureName] : undefined;
    if (!value) missing = true;
    return value ?? '';
  });
  return missing ? undefined : path;
}

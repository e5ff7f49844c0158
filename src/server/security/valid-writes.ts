import type { TestClient } from '../testing/test-app.ts';
import { fixturePath, type Fixtures } from './fixtures.ts';
import type { Operation } from './api-surface.ts';

/** One request an admin may send and see accepted: the control case of the fuzzing. */
export type ValidWrite = { path: string; body?: unknown; raw?: string; headers?: Record<string, string> };

/**
 * Routes no request of an admin can succeed on in the fuzzing's database, and why. The fuzzing
 * still checks that they never answer 5xx and never write.
 */
export const NO_VALID_WRITE: Record<string, string> = {
  'POST /api/setup': 'the first run is over once a user exists (setup.test.ts creates the first administrator)',
  'POST /api/admin/users/{id}/two-factor/reset':
    'needs a user with a second factor, which only that user can turn on (their password, their app): admin-users-two-factor.test.ts resets one',
  'DELETE /api/sessions/{id}':
    'needs another session of the admin, and signing in again would move the suite’s admin client off the session it shares with the fuzzing: sessions.test.ts closes one',
};

const csv = (raisonSociale: string) => ({
  raw: `raison_sociale;siret\n${raisonSociale};00032517500016\n`,
  headers: { 'content-type': 'text/csv', 'x-file-name': 'clients.csv' },
});

/** A client's document as a browser's form sends it: a small PDF in `file`, its kind in `kind`. */
const documentForm = (fileName: string) => {
  const boundary = 'formulaire-du-controle';
  const part = (headers: string, content: string) => `--${boundary}\r\n${headers}\r\n\r\n${content}\r\n`;
  return {
    raw: `${part('Content-Disposition: form-data; name="kind"', 'kbis')}${part(`Content-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf`, '%PDF-1.4\n%%EOF')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

let unique = 0;

/**
 * For each write route, a request that must be accepted (2xx) on fresh `fixtures`, with what it
 * needs created first through the API. A route missing here fails the suite: each new write
 * route says how it is used.
 */
export async function validWrite(op: Operation, fixtures: Fixtures, actors: { admin: TestClient; colleague: TestClient; adminId: string }): Promise<ValidWrite> {
  unique += 1;
  // Routes whose path points at something the fixtures do not hold: made here first.
  if (op.path === '/api/notifications/{id}/read') {
    // A colleague assigns a task to the admin: the admin is notified.
    const assigned = await actors.colleague.post('/api/tasks', { title: 'Pour l’admin', type: 'ponctuelle', priority: 'normale', status: 'a_faire', assignedTo: actors.adminId });
    if (assigned.status !== 201) throw new Error(`tâche non créée : ${assigned.text}`);
    const listed = (await actors.admin.get('/api/notifications')).json as { items: { id: string }[] };
    return { path: `/api/notifications/${listed.items[0]?.id}/read` };
  }
  if (op.path === '/api/batches/{batchId}/undo') {
    const batch = await actors.admin.post('/api/clients/bulk/update', { rows: [{ id: fixtures.client, patch: { ville: 'Brest' } }] });
    return { path: `/api/batches/${(batch.json as { batchId: string }).batchId}/undo` };
  }
  if (op.method === 'DELETE' && op.path === '/api/mission-templates/{id}') {
    // The fixture template has the fixture mission: a template nobody uses is made to be deleted.
    const spare = await actors.admin.post('/api/mission-templates', {
      name: `Modèle à supprimer ${unique}`,
      kind: 'ponctuelle',
      stages: [{ name: 'Seule étape', checklist: [], rule: { type: 'none' } }],
    });
    return { path: `/api/mission-templates/${(spare.json as { id: string }).id}` };
  }
  if (op.path === '/api/documents/{id}') {
    // A document of the fixture client, added first.
    const form = documentForm('a-supprimer.pdf');
    const added = await actors.admin.request('POST', `/api/clients/${fixtures.client}/documents`, form.raw, form.headers);
    if (added.status !== 201) throw new Error(`document non ajouté : ${added.text}`);
    return { path: `/api/documents/${(added.json as { id: string }).id}` };
  }
  const path = fixturePath(op, fixtures);
  if (!path) throw new Error(`pas de donnée de test pour ${op.path}`);
  const { client, task, user, obligation, missionTemplate, mission } = fixtures;
  const campaign = { templateId: missionTemplate, closingFrom: '2026-01-01', closingTo: '2026-12-31' };
  const reminder = { subject: 'Relance {raison_sociale}', body: 'Bonjour,\n{collaborateur}' };
  const bodies: Record<string, () => Promise<Omit<ValidWrite, 'path'>> | Omit<ValidWrite, 'path'>> = {
    'POST /api/admin/users': () => ({ body: { fullName: 'Contrôle', email: `controle-${unique}@cabinet.test`, role: 'collaborateur', password: 'motdepasse' } }),
    'PATCH /api/admin/users/{id}': () => ({ body: { fullName: 'Cible renommée' } }),
    'DELETE /api/admin/users/{id}': () => ({}),
    'PATCH /api/profile': () => ({ body: { fullName: 'Compte admin' } }),
    // Recorded for the backup job, which the test app does not run: the first is accepted (202), the others wait for it (409).
    'POST /api/system/backups': () => ({}),
    'PUT /api/system/backups/settings': () => ({ body: { time: '02:00', retention: { daily: 7, weekly: 4, monthly: 12 } } }),
    // Not required: the fuzzing's admin has no second factor (requiring it would be refused).
    'PUT /api/two-factor/policy': () => ({ body: { required: false } }),
    // The admin's only session is the one sending it: none closed, 200.
    'POST /api/sessions/revoke-others': () => ({}),
    'POST /api/clients/import/preview': () => csv('Aperçu du contrôle'),
    'POST /api/clients/import': () => csv(`Import du contrôle ${unique}`),
    'POST /api/clients/bulk/update': () => ({ body: { rows: [{ id: client, patch: { ville: 'Lyon' } }] } }),
    'POST /api/clients/bulk/collaborators': () => ({ body: { ids: [client], userId: user, op: 'add' } }),
    'POST /api/clients/bulk/delete': () => ({ body: { ids: [client] } }),
    'POST /api/clients': () => ({ body: { raisonSociale: 'Contrôle SARL' } }),
    'PATCH /api/clients/{id}': () => ({ body: { ville: 'Lyon' } }),
    'DELETE /api/clients/{id}': () => ({}),
    'PUT /api/clients/{id}/collaborators/{userId}': () => ({}),
    'DELETE /api/clients/{id}/collaborators/{userId}': () => ({}),
    'POST /api/clients/{id}/notes': () => ({ body: { body: 'Appeler le gérant' } }),
    'POST /api/clients/{id}/documents': () => documentForm('kbis.pdf'),
    'DELETE /api/notes/{id}': () => ({}),
    'POST /api/software': () => ({ body: { name: `Contrôle ${unique}` } }),
    'PUT /api/software/order': async () => {
      const listed = (await actors.admin.get('/api/software')).json as { software: { id: string }[] };
      return { body: { ids: listed.software.map((row) => row.id).reverse() } };
    },
    'PATCH /api/software/{id}': () => ({ body: { name: `Renommé ${unique}` } }),
    'DELETE /api/software/{id}': () => ({}),
    'POST /api/tasks/bulk': () => ({ body: { action: 'priority', ids: [task], priority: 'haute' } }),
    'POST /api/tasks': () => ({ body: { title: 'Contrôle', type: 'ponctuelle', priority: 'normale', status: 'a_faire' } }),
    'PUT /api/tasks/{id}': () => ({ body: { title: 'Contrôle', type: 'ponctuelle', priority: 'normale', status: 'en_cours' } }),
    'DELETE /api/tasks/{id}': () => ({}),
    'PATCH /api/tasks/{id}/status': () => ({ body: { status: 'en_cours' } }),
    'POST /api/tasks/{id}/stop-recurrence': () => ({}),
    'POST /api/notifications/read-all': () => ({}),
    'POST /api/calendar-feed/regenerate': () => ({}),
    'PUT /api/authorizations/{kind}/{clientId}': () => ({ body: { status: 'en_cours' } }),
    'POST /api/authorizations/{kind}/bulk': () => ({ body: { clientIds: [client], status: 'en_cours' } }),
    'PUT /api/e-invoicing/{clientId}': () => ({ body: { receptionStatus: 'en_cours', platform: 'autre', platformOther: 'Plateforme du contrôle' } }),
    'POST /api/e-invoicing/bulk': () => ({ body: { clientIds: [client], issuingStatus: 'pret' } }),
    'POST /api/e-invoicing/reminders': () => ({ body: { clientIds: [client], ...reminder } }),
    'POST /api/e-invoicing/reminders/preview': () => ({ body: { clientIds: [client], ...reminder } }),
    'POST /api/e-invoicing/reminders/test': async () => {
      // The test mail is the first mailable client's: give the fixture client an address.
      const mailable = await actors.admin.request('PATCH', `/api/clients/${client}`, { email: 'controle@exemple.fr' });
      if (mailable.status !== 200) throw new Error(`adresse non enregistrée : ${mailable.text}`);
      return { body: { clientIds: [client], ...reminder } };
    },
    'PUT /api/e-invoicing/settings': () => ({ body: { template: reminder, dailyCap: 500 } }),
    'PUT /api/compliance/{clientId}/kyc': () => ({
      body: {
        vigilance: 'standard',
        assessedAt: '2026-01-10',
        identityVerifiedAt: '2026-01-10',
        identityDocument: 'Kbis',
        beneficialOwners: [{ name: 'Jeanne Roux', birthDate: '1970-04-02', nationality: 'française', share: 60, control: null, ppe: false, sourceDate: null }],
      },
    }),
    'PUT /api/compliance/{clientId}/engagement': () => ({ body: { status: 'envoyee', missions: ['tenue'], fees: 1200, feesMode: 'forfait' } }),
    'POST /api/compliance/bulk': () => ({ body: { clientIds: [client], engagementStatus: 'envoyee' } }),
    'PUT /api/compliance/settings': () => ({ body: { renforcee: 12, standard: 24, simplifiee: 36 } }),
    'PUT /api/compliance/letter-template': () => ({ body: { template: 'Lettre de mission\nEntre le cabinet et {{raison_sociale}}.' } }),
    'POST /api/tracking/{kind}/years': () => ({ body: { year: 2030 } }),
    'DELETE /api/tracking/{kind}/years/{year}': () => ({}),
    'PUT /api/tracking/{kind}/{clientId}/{year}': () => ({ body: { status: 'fait' } }),
    'POST /api/tracking/{kind}/{year}/bulk': () => ({ body: { clientIds: [client], status: 'fait' } }),
    'PUT /api/obligations/{id}': () => ({ body: { status: 'fait', note: 'Déposée' } }),
    'POST /api/obligations/status': () => ({ body: { ids: [obligation], status: 'fait' } }),
    'POST /api/bank-changes': () => ({ body: { clientId: client, newBankName: 'Banque du contrôle' } }),
    'PATCH /api/bank-changes/{id}': () => ({ body: { impotStatus: 'en_cours' } }),
    'DELETE /api/bank-changes/{id}': () => ({}),
    'POST /api/mission-templates': () => ({
      body: { name: `Modèle du contrôle ${unique}`, kind: 'exercice', stages: [{ name: 'Saisie', checklist: ['Banques'], rule: { type: 'after_closing', amount: 2, unit: 'months' } }] },
    }),
    'PUT /api/mission-templates/{id}': async () => {
      const listed = (await actors.admin.get('/api/mission-templates')).json as { templates: { id: string; kind: string; stages: unknown[] }[] };
      const template = listed.templates.find((candidate) => candidate.id === missionTemplate);
      return { body: { name: `Modèle renommé ${unique}`, kind: template?.kind, stages: template?.stages } };
    },
    'DELETE /api/mission-templates/{id}': () => ({}),
    'POST /api/missions': () => ({ body: { clientId: client, templateId: missionTemplate, closingDate: `${2030 + (unique % 60)}-12-31` } }),
    'PATCH /api/missions/{id}': () => ({ body: { notes: 'Contrôle' } }),
    'POST /api/missions/campaigns/preview': () => ({ body: campaign }),
    'POST /api/missions/campaigns': () => ({ body: campaign }),
    'POST /api/missions/bulk': () => ({ body: { missionIds: [mission], responsibleId: null } }),
  };
  const made = bodies[`${op.method} ${op.path}`];
  if (!made) throw new Error(`aucune requête valide connue pour ${op.method} ${op.path} : ajoutez-en une dans valid-writes.ts`);
  return { path, ...(await made()) };
}

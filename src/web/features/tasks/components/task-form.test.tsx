import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { TaskRow } from '../../../../shared/tasks.ts';
import type { CurrentUser, UserOption } from '../../../../shared/users.ts';
import { clientRow } from '../../../entities/client/test-rows.ts';
import { currentUserQueryKey } from '../../../entities/user/current-user.ts';
import { apiError, fakeApi, type ApiReply } from '../../../testing/fake-api.ts';
import { renderApp, testQueryClient } from '../../../testing/render.tsx';
import { TaskFormDialog, type TaskFormTarget } from './task-form-dialog.tsx';

const ME: CurrentUser = { id: '7d3c2b1a-0f9e-4d8c-b7a6-951847362510', email: 'claire@cabinet.fr', fullName: 'Claire Morel', role: 'collaborateur' };
const PAUL: UserOption = { id: '7d3c2b1a-0f9e-4d8c-b7a6-951847362511', fullName: 'Paul Lefèvre', role: 'collaborateur' };
const DUPONT = clientRow({ raisonSociale: 'Dupont SARL' });
const ANCIEN = clientRow({ raisonSociale: 'Ancien client SAS', status: 'inactif' });
const TASK_ID = '3e9a1f52-6b7c-4d8e-9f0a-1b2c3d4e5f60';
const TEMPLATE_ID = '6f5e4d3c-2b1a-4f9e-8d7c-000000001000';
/** Dupont SARL's two « Bilan et liasse » missions (Production), the older one finished. */
const DUPONT_MISSIONS = [
  { id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c10', templateId: TEMPLATE_ID, closingDate: '2024-12-31', status: 'terminee' },
  { id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c11', templateId: TEMPLATE_ID, closingDate: '2025-12-31', status: 'en_cours' },
];

const TASK: TaskRow = {
  id: TASK_ID,
  title: 'Déclaration de TVA',
  description: 'CA3 de février',
  type: 'recurrente',
  priority: 'haute',
  status: 'en_cours',
  clientId: ANCIEN.id,
  clientName: ANCIEN.raisonSociale,
  assignedTo: PAUL.id,
  assigneeName: PAUL.fullName,
  createdBy: ME.id,
  dueDate: '2025-03-19T11:00:00.000Z',
  completedAt: null,
  recurrenceFrequency: 'mois',
  seriesId: null,
  recurrenceEndedAt: null,
  missionId: null,
  createdAt: '2025-02-01T08:00:00.000Z',
  updatedAt: '2025-02-01T08:00:00.000Z',
};

type FormOptions = {
  /** The signed-in user, null when the session is gone. */
  me?: CurrentUser | null;
  save?: (body: unknown) => ApiReply;
  task?: ApiReply;
};

function renderForm(target: TaskFormTarget, { me = ME, save, task = { body: TASK } }: FormOptions = {}) {
  const saved = (body: unknown): ApiReply => save?.(body) ?? { body: { ...TASK, ...(body as object), id: TASK_ID } };
  const api = fakeApi({
    'GET /api/me': me ? { body: me } : apiError(401, 'UNAUTHORIZED', 'Vous devez vous connecter'),
    'GET /api/users': { body: { users: [{ ...ME }, PAUL] } },
    'GET /api/clients': { body: { clients: [DUPONT, ANCIEN] } },
    'GET /api/tasks/:id': task,
    'GET /api/mission-templates': { body: { templates: [{ id: TEMPLATE_ID, name: 'Bilan et liasse', kind: 'exercice', stages: [] }] } },
    'GET /api/missions': (call) => ({ body: { missions: call.path.includes(`clientId=${DUPONT.id}`) ? DUPONT_MISSIONS : [] } }),
    'POST /api/tasks': (call) => saved(call.body),
    'PUT /api/tasks/:id': (call) => saved(call.body),
  });
  const onClose = vi.fn();
  const onSaved = vi.fn();
  // The session gate has loaded the user before any page shows.
  const queryClient = testQueryClient();
  queryClient.setQueryData(currentUserQueryKey, me);
  const view = renderApp(<TaskFormDialog target={target} onClose={onClose} onSaved={onSaved} />, { queryClient });
  return { ...view, api, onClose, onSaved };
}

const titleField = () => screen.getByRole('textbox', { name: /^Titre/ });
const save = () => screen.getByRole('button', { name: 'Enregistrer' });

describe('TaskFormDialog — « Nouvelle tâche »', () => {
  beforeEach(() => {
    // 14 March 2025, 08:30 UTC: 09:30 on Paris clocks (winter time). Only Date is faked: the
    // form's timers and user-event's keep running.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-14T08:30:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('opens with SPEC’s defaults: ponctuelle, normale, à faire, due now on Paris clocks, assigned to its author', async () => {
    renderForm({ mode: 'create' });
    const dialog = screen.getByRole('dialog', { name: 'Nouvelle tâche' });
    expect(within(dialog).getByLabelText(/^Type/)).toHaveDisplayValue('Ponctuelle');
    expect(within(dialog).getByLabelText(/^Priorité/)).toHaveDisplayValue('Normale');
    expect(within(dialog).getByLabelText(/^Statut/)).toHaveDisplayValue('À faire');
    expect(within(dialog).getByLabelText('Client')).toHaveDisplayValue('Aucun client');
    expect(within(dialog).getByLabelText('Échéance')).toHaveValue('2025-03-14T09:30');
    expect(within(dialog).queryByLabelText(/^Fréquence/)).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Assigné à')).toHaveDisplayValue('Claire Morel'));
  });

  it('offers only the active clients', async () => {
    renderForm({ mode: 'create' });
    const client = screen.getByLabelText('Client');
    await within(client).findByRole('option', { name: 'Dupont SARL' });
    expect(within(client).queryByRole('option', { name: /Ancien client/ })).not.toBeInTheDocument();
  });

  it('an empty title is refused in French under the field, which takes the focus; nothing is sent', async () => {
    const { user, api } = renderForm({ mode: 'create' });
    await user.click(save());
    const title = titleField();
    expect(title).toHaveAccessibleDescription('Le titre est requis');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(title).toHaveFocus());
    expect(api.sent('POST', '/api/tasks')).toHaveLength(0);
  });

  it('a title of spaces only is refused too, and typing clears the message', async () => {
    const { user } = renderForm({ mode: 'create' });
    await user.type(titleField(), '   ');
    await user.click(save());
    expect(titleField()).toHaveAccessibleDescription('Le titre est requis');
    await user.type(titleField(), 'Bilan');
    expect(titleField()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Le titre est requis')).not.toBeInTheDocument();
  });

  it('a recurring task shows « Fréquence » and needs one', async () => {
    const { user, api } = renderForm({ mode: 'create' });
    await user.type(titleField(), 'Paie');
    await user.selectOptions(screen.getByLabelText(/^Type/), 'Récurrente');
    const frequency = screen.getByLabelText(/^Fréquence/);
    expect(frequency).toHaveDisplayValue('Choisir une fréquence');
    await user.click(save());
    expect(frequency).toHaveAccessibleDescription('La fréquence est requise pour une tâche récurrente');
    expect(api.sent('POST', '/api/tasks')).toHaveLength(0);
    await user.selectOptions(frequency, 'Mensuel');
    expect(frequency).not.toHaveAttribute('aria-invalid');
  });

  it('sends the task with empty fields as null and the due date with its Paris offset, then says « Tâche créée »', async () => {
    const { user, api, onSaved, onClose } = renderForm({ mode: 'create' });
    await screen.findByRole('option', { name: 'Dupont SARL' });
    await user.type(titleField(), '  Bilan 2024  ');
    await user.selectOptions(screen.getByLabelText(/^Priorité/), 'Urgente');
    await user.selectOptions(screen.getByLabelText('Client'), 'Dupont SARL');
    await user.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.sent('POST', '/api/tasks').map((call) => call.body)).toEqual([
      {
        title: 'Bilan 2024',
        description: null,
        type: 'ponctuelle',
        priority: 'urgente',
        status: 'a_faire',
        clientId: DUPONT.id,
        missionId: null,
        assignedTo: ME.id,
        dueDate: '2025-03-14T09:30:00+01:00',
        recurrenceFrequency: null,
      },
    ]);
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('Tâche créée')).toBeInTheDocument();
  });

  it('« Mission » lists the chosen client’s missions, newest first; the one chosen is sent, and another client leaves none', async () => {
    const { user, api, onSaved } = renderForm({ mode: 'create' });
    const mission = screen.getByLabelText('Mission');
    expect(mission).toBeDisabled();
    await screen.findByRole('option', { name: 'Dupont SARL' });
    await user.type(titleField(), 'Rapprochement bancaire');
    await user.selectOptions(screen.getByLabelText('Client'), 'Dupont SARL');
    await within(mission).findByRole('option', { name: 'Bilan et liasse · exercice clos le 31/12/2025' });
    expect(within(mission).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Aucune mission',
      'Bilan et liasse · exercice clos le 31/12/2025',
      'Bilan et liasse · exercice clos le 31/12/2024 · terminée',
    ]);
    await user.selectOptions(mission, 'Bilan et liasse · exercice clos le 31/12/2025');
    await user.selectOptions(screen.getByLabelText('Client'), 'Aucun client');
    expect(mission).toHaveDisplayValue('Choisissez d’abord un client');
    await user.selectOptions(screen.getByLabelText('Client'), 'Dupont SARL');
    expect(mission).toHaveDisplayValue('Aucune mission');
    await user.selectOptions(mission, 'Bilan et liasse · exercice clos le 31/12/2025');
    await user.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.sent('POST', '/api/tasks')[0]?.body).toMatchObject({ clientId: DUPONT.id, missionId: DUPONT_MISSIONS[1]?.id });
  });

  it('an emptied due date is sent as null (a task without due date)', async () => {
    const { user, api, onSaved } = renderForm({ mode: 'create' });
    await user.type(titleField(), 'Relance');
    await user.clear(screen.getByLabelText('Échéance'));
    await user.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.sent('POST', '/api/tasks')[0]?.body).toMatchObject({ dueDate: null });
  });

  it('the server’s refusal is shown under its field and as « Erreur: … »; the form stays open with what was typed', async () => {
    const refusal = (): ApiReply => ({
      status: 400,
      body: { error: { code: 'VALIDATION', message: 'Données invalides', issues: [{ path: 'title', message: 'Le titre : 200 caractères au maximum' }] } },
    });
    const { user, onClose } = renderForm({ mode: 'create' }, { save: refusal });
    await user.type(titleField(), 'Bilan');
    await user.click(save());
    expect(await screen.findByText('Erreur: Données invalides')).toBeInTheDocument();
    expect(titleField()).toHaveAccessibleDescription('Le titre : 200 caractères au maximum');
    expect(titleField()).toHaveValue('Bilan');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('an answer without an error body reads « Une erreur inattendue est survenue »', async () => {
    const { user } = renderForm({ mode: 'create' }, { save: () => ({ status: 502 }) });
    await user.type(titleField(), 'Bilan');
    await user.click(save());
    expect(await screen.findByText('Une erreur inattendue est survenue')).toBeInTheDocument();
  });

  it('without a signed-in user, asks to sign in again and sends nothing', async () => {
    const { user, api } = renderForm({ mode: 'create' }, { me: null });
    await user.type(titleField(), 'Bilan');
    await user.click(save());
    expect(await screen.findByText('Utilisateur non identifié. Veuillez vous reconnecter.')).toBeInTheDocument();
    expect(api.sent('POST', '/api/tasks')).toHaveLength(0);
  });

  it('« Annuler » closes without sending', async () => {
    const { user, api, onClose } = renderForm({ mode: 'create' });
    await user.type(titleField(), 'Bilan');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onClose).toHaveBeenCalled();
    expect(api.sent('POST', '/api/tasks')).toHaveLength(0);
  });
});

describe('TaskFormDialog — « Modifier la tâche »', () => {
  it('loads the whole task: its fields, its inactive client kept as « (inactif) », its due date on Paris clocks', async () => {
    renderForm({ mode: 'edit', id: TASK_ID });
    const dialog = screen.getByRole('dialog', { name: 'Modifier la tâche' });
    expect(await within(dialog).findByDisplayValue('Déclaration de TVA')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Description')).toHaveValue('CA3 de février');
    expect(within(dialog).getByLabelText(/^Type/)).toHaveDisplayValue('Récurrente');
    expect(within(dialog).getByLabelText(/^Fréquence/)).toHaveDisplayValue('Mensuel');
    expect(within(dialog).getByLabelText(/^Priorité/)).toHaveDisplayValue('Haute');
    expect(within(dialog).getByLabelText(/^Statut/)).toHaveDisplayValue('En cours');
    expect(within(dialog).getByLabelText('Client')).toHaveDisplayValue('Ancien client SAS (inactif)');
    expect(within(dialog).getByLabelText('Échéance')).toHaveValue('2025-03-19T12:00');
    expect(within(dialog).getByRole('button', { name: /Arrêter la récurrence/ })).toBeInTheDocument();
  });

  it('saves with PUT on the task and says « Tâche enregistrée »', async () => {
    const { user, api, onSaved } = renderForm({ mode: 'edit', id: TASK_ID });
    const title = await screen.findByDisplayValue('Déclaration de TVA');
    await user.clear(title);
    await user.type(title, 'Déclaration de TVA (mars)');
    await user.selectOptions(screen.getByLabelText(/^Statut/), 'Terminé');
    await user.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [put] = api.sent('PUT', `/api/tasks/${TASK_ID}`);
    expect(put?.body).toMatchObject({
      title: 'Déclaration de TVA (mars)',
      status: 'termine',
      clientId: ANCIEN.id,
      assignedTo: PAUL.id,
      recurrenceFrequency: 'mois',
      dueDate: '2025-03-19T12:00:00+01:00',
    });
    expect(await screen.findByText('Tâche enregistrée')).toBeInTheDocument();
  });

  it('a task that cannot be loaded says so instead of an empty form', async () => {
    renderForm({ mode: 'edit', id: TASK_ID }, { task: apiError(404, 'NOT_FOUND', 'Tâche introuvable') });
    expect(await screen.findByText('Cette tâche n’existe plus ou n’a pas pu être chargée.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { ReminderPreview, ReminderResult, ReminderSettings } from '../../../../shared/e-invoicing/reminders.ts';
import type { EInvoicingRow } from '../../../../shared/e-invoicing/api.ts';
import { apiError, fakeApi, type ApiReply } from '../../../testing/fake-api.ts';
import { renderApp, testQueryClient } from '../../../testing/render.tsx';
import { eInvoicingPagesPrefix } from '../api/get-e-invoicing.ts';
import { eInvoicingRow } from '../testing/e-invoicing-rows.ts';
import { ReminderDialog } from './reminder-dialog.tsx';

let serial = 0;
/** A row of the page's list, all à faire: the dialog reads only the names. */
const row = (raisonSociale: string): EInvoicingRow =>
  eInvoicingRow(`00000000-0000-4000-8000-${String((serial += 1)).padStart(12, '0')}`, raisonSociale);
const DUPONT = row('Dupont SARL');
const MARTIN = row('Martin et fils');
const DURAND = row('Durand Bâtiment');

const SETTINGS: ReminderSettings = {
  template: { subject: 'Relance : {raison_sociale}', body: 'Bonjour,\nAvant le {date_limite}, merci.\n{collaborateur}' },
  dailyCap: 500,
};

const PREVIEW: ReminderPreview = {
  first: {
    clientId: DUPONT.clientId,
    to: 'contact@dupont.fr',
    replyTo: 'claire@cabinet.fr',
    subject: 'Relance : Dupont SARL',
    text: 'Bonjour,\nAvant le 01/09/2026, merci.\nClaire Morel',
  },
  sendable: 1,
  skipped: [
    { clientId: MARTIN.clientId, reason: 'no_email' },
    { clientId: DURAND.clientId, reason: 'invalid_email' },
  ],
};

type Replies = { send?: ApiReply; test?: ApiReply };

function renderDialog({ send = { body: { queued: 1, deferred: 0, deferredUntil: null, skipped: [] } }, test }: Replies = {}) {
  const api = fakeApi({
    'GET /api/e-invoicing/settings': { body: SETTINGS },
    'POST /api/e-invoicing/reminders/preview': { body: PREVIEW },
    'POST /api/e-invoicing/reminders/test': test ?? { body: { to: 'claire@cabinet.fr' } },
    'POST /api/e-invoicing/reminders': send,
  });
  const clientIds = [DUPONT.clientId, MARTIN.clientId, DURAND.clientId];
  // The page's loaded rows, where the dialog opens: it names the skipped clients from them.
  const queryClient = testQueryClient();
  queryClient.setQueryData([...eInvoicingPagesPrefix, 'tab=reception'], { pages: [{ clients: [DUPONT, MARTIN, DURAND] }], pageParams: [null] });
  const view = renderApp(<ReminderDialog clientIds={clientIds} open onOpenChange={() => undefined} />, { queryClient });
  return { ...view, api, clientIds };
}

const subjectField = () => screen.findByLabelText('Objet');
const bodyField = () => screen.getByLabelText('Message');

describe('ReminderDialog', () => {
  it('starts from the firm’s template, says how many clients are selected and lists the placeholders', async () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Envoyer une relance' });
    expect(dialog).toHaveAccessibleDescription('3 clients sélectionnés');
    expect(await subjectField()).toHaveValue('Relance : {raison_sociale}');
    expect(bodyField()).toHaveValue(SETTINGS.template.body);
    expect(bodyField()).toHaveAccessibleDescription(/\{raison_sociale\}.*\{date_limite\}.*\{collaborateur\}/);
  });

  it('refuses an unknown placeholder with the French message naming it, and sends nothing', async () => {
    const { user, api } = renderDialog();
    const subject = await subjectField();
    await user.clear(subject);
    await user.type(subject, 'Relance {{nom}');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(subject).toHaveAccessibleDescription(
      'Variable inconnue : {nom}. Variables possibles : {raison_sociale}, {date_limite}, {collaborateur}',
    );
    expect(subject).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'M’envoyer un test' }));
    expect(api.sent('POST', '/api/e-invoicing/reminders/test')).toHaveLength(0);
    expect(api.calls.filter((call) => call.path === '/api/e-invoicing/reminders')).toHaveLength(0);
  });

  it('lists the clients that will be skipped, by raison sociale, with their French reason', async () => {
    renderDialog();
    const skipped = await screen.findByRole('region', { name: '2 clients ne recevront pas de relance' });
    expect(await screen.findByText('Durand Bâtiment')).toBeInTheDocument();
    expect(skipped).toHaveTextContent("Durand Bâtiment : Adresse e-mail invalideMartin et fils : Pas d'adresse e-mail");
    expect(screen.getByText('1 relance à envoyer')).toBeInTheDocument();
  });

  it('« Aperçu » shows the first client’s mail: to, Reply-To, subject and text', async () => {
    const { user, api } = renderDialog();
    await subjectField();
    await user.click(screen.getByRole('button', { name: 'Aperçu' }));
    const preview = await screen.findByRole('region', { name: 'Aperçu pour le premier client' });
    expect(preview).toHaveTextContent('Àcontact@dupont.fr');
    expect(preview).toHaveTextContent('Répondre àclaire@cabinet.fr');
    expect(preview).toHaveTextContent('ObjetRelance : Dupont SARL');
    expect(preview).toHaveTextContent('Avant le 01/09/2026, merci.');
    expect(api.sent('POST', '/api/e-invoicing/reminders/preview')[0]?.body).toEqual({ clientIds: expect.arrayContaining([]), ...SETTINGS.template });
  });

  it('« M’envoyer un test » says where the test went', async () => {
    const { user, api, clientIds } = renderDialog();
    await subjectField();
    await user.click(screen.getByRole('button', { name: 'M’envoyer un test' }));
    expect(await screen.findByText('Test envoyé à claire@cabinet.fr')).toBeInTheDocument();
    expect(api.sent('POST', '/api/e-invoicing/reminders/test')[0]?.body).toEqual({ clientIds, ...SETTINGS.template });
  });

  it('« Envoyer » sends the edited template and shows what was sent and what the daily cap holds back', async () => {
    const result: ReminderResult = {
      queued: 3,
      deferred: 2,
      deferredUntil: '2026-11-28',
      skipped: [{ clientId: MARTIN.clientId, reason: 'no_email' }],
    };
    const { user, api, clientIds } = renderDialog({ send: { body: result } });
    const subject = await subjectField();
    await user.clear(subject);
    await user.type(subject, 'Dernier rappel : {{raison_sociale}');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    const heading = await screen.findByRole('heading', { name: '1 relance(s) envoyée(s)' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('2 relance(s) partiront le 28/11/2026 (plafond quotidien atteint)')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '1 client ne recevra pas de relance' })).toHaveTextContent(
      "Martin et fils : Pas d'adresse e-mail",
    );
    expect(api.calls.filter((call) => call.path === '/api/e-invoicing/reminders').map((call) => call.body)).toEqual([
      { clientIds, subject: 'Dernier rappel : {raison_sociale}', body: SETTINGS.template.body },
    ]);
  });

  it('shows the server’s French message when the send fails, and keeps the template', async () => {
    const { user } = renderDialog({ send: apiError(503, 'UNAVAILABLE', 'Service momentanément indisponible') });
    await subjectField();
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Service momentanément indisponible');
    await waitFor(() => expect(screen.getByLabelText('Objet')).toHaveValue('Relance : {raison_sociale}'));
  });
});

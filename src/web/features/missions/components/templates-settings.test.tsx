import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { TEMPLATE_MESSAGES, type TemplateInput } from '../../../../shared/missions/templates.ts';
import type { CurrentUser, Role } from '../../../../shared/users.ts';
import { apiError, fakeApi, type ApiReply } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render.tsx';
import { stageIdOf, TEMPLATES } from '../testing/templates.ts';
import { TemplatesSettings } from './templates-settings.tsx';

/** Paramètres › « Modèles de mission » over a fake API whose PUT saves what it is sent, unless told to refuse. */
function renderSettings(role: Role, putReply?: ApiReply) {
  const me: CurrentUser = { id: '7d3c2b1a-0f9e-4d8c-b7a6-951847362510', email: 'claire@cabinet.fr', fullName: 'Claire Morel', role };
  const api = fakeApi({
    'GET /api/me': { body: me },
    'GET /api/mission-templates': { body: { templates: TEMPLATES } },
    'PUT /api/mission-templates/:id': (call, params) => {
      if (putReply) return putReply;
      const input = call.body as TemplateInput;
      const stages = input.stages.map((stage, index) => ({ ...stage, id: stage.id ?? `6f5e4d3c-2b1a-4f9e-8d7c-0000000099${String(index).padStart(2, '0')}` }));
      return { body: { id: params.id, ...input, stages } };
    },
  });
  return { ...renderApp(<TemplatesSettings />), api };
}

const puts = (api: ReturnType<typeof fakeApi>) => api.sent('PUT', '/api/mission-templates/').map((call) => call.body as TemplateInput);
const stageNames = () =>
  within(screen.getByRole('list', { name: 'Étapes du modèle' }))
    .getAllByRole('textbox', { name: /^Nom de l’étape \d+$/ })
    .map((input) => (input as HTMLInputElement).value);
const ruleOf = (stage: string) => screen.getByRole('group', { name: `Date cible de « ${stage} »` });

describe('TemplatesSettings', () => {
  it('« Monter » moves a stage up, keeps the keyboard on it and says so; « Enregistrer » sends the order with the stages’ ids', async () => {
    const { user, api } = renderSettings('admin');
    (await screen.findByRole('button', { name: 'Monter « Révision »' })).focus();
    await user.keyboard('{Enter}');

    expect(stageNames()).toEqual(['Pièces reçues', 'Révision', 'Saisie terminée', 'Liasse télétransmise', 'Comptes présentés au client']);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Monter « Révision »' })).toHaveFocus());
    expect(screen.getByText('« Révision » est maintenant l’étape 2 sur 5')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Descendre « Liasse télétransmise »' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Modèle enregistré')).toBeInTheDocument();
    expect(puts(api).map((input) => input.stages.map((stage) => stage.id))).toEqual([
      [stageIdOf(0, 0), stageIdOf(0, 2), stageIdOf(0, 1), stageIdOf(0, 4), stageIdOf(0, 3)],
    ]);
  });

  it('a stage moved to the top hands the keyboard to its « Descendre », « Monter » being off there', async () => {
    const { user } = renderSettings('admin');
    expect(await screen.findByRole('button', { name: 'Monter « Pièces reçues »' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Monter « Saisie terminée »' }));

    expect(stageNames().slice(0, 2)).toEqual(['Saisie terminée', 'Pièces reçues']);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Descendre « Saisie terminée »' })).toHaveFocus());
  });

  it('a removed stage that holds missions is refused: the server’s French message shows by the buttons, « Annuler les modifications » puts it back', async () => {
    const refusal = TEMPLATE_MESSAGES.stageHasMissions('Révision', 12);
    const { user } = renderSettings('admin', apiError(409, 'STAGE_HAS_MISSIONS', refusal));
    await user.click(await screen.findByRole('button', { name: 'Retirer l’étape « Révision »' }));
    expect(stageNames()).toEqual(['Pièces reçues', 'Saisie terminée', 'Liasse télétransmise', 'Comptes présentés au client']);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent("Impossible de supprimer l'étape « Révision » : 12 missions y sont");
    await user.click(screen.getByRole('button', { name: 'Annuler les modifications' }));
    expect(stageNames()).toHaveLength(5);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('edits a stage’s date rule, read back in French as it changes: an échéance of the client, a delay with its online one', async () => {
    const { user, api } = renderSettings('admin');
    expect(await screen.findByText('Échéance du client : liasse fiscale')).toBeInTheDocument();

    const saisie = ruleOf('Saisie terminée');
    await user.selectOptions(within(saisie).getByLabelText('Règle'), 'L’échéance du client');
    await user.selectOptions(within(saisie).getByLabelText('Échéance'), 'solde IS (2572)');
    expect(saisie).toHaveTextContent('Échéance du client : solde IS (2572)');

    const comptes = ruleOf('Comptes présentés au client');
    await user.clear(within(comptes).getByLabelText('Délai'));
    await user.type(within(comptes).getByLabelText('Délai'), '3');
    await user.selectOptions(within(comptes).getByLabelText('Unité'), 'mois');
    await user.type(within(comptes).getByLabelText('Si dépôt en ligne'), '4');
    expect(comptes).toHaveTextContent('Étape précédente + 3 mois (4 mois en ligne)');

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]?.stages.map((stage) => stage.rule)).toEqual([
      { type: 'after_closing', amount: 1, unit: 'months' },
      { type: 'obligation', kind: 'is_solde' },
      { type: 'after_closing', amount: 3, unit: 'months' },
      { type: 'obligation', kind: 'liasse' },
      { type: 'after_previous', amount: 3, unit: 'months', onlineAmount: 4 },
    ]);
  });

  it('a negative delay or an empty checklist item is refused in French beside it, and nothing is sent', async () => {
    const { user, api } = renderSettings('admin');
    const revision = await screen.findByRole('group', { name: 'Date cible de « Révision »' });
    await user.clear(within(revision).getByLabelText('Délai'));
    await user.type(within(revision).getByLabelText('Délai'), '-2');
    await user.click(screen.getByRole('button', { name: 'Ajouter un point de contrôle à « Révision »' }));
    const item = screen.getByRole('textbox', { name: 'Point de contrôle 4 de « Révision »' });
    await vi.waitFor(() => expect(item).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(within(revision).getByLabelText('Délai')).toHaveAccessibleDescription(/Le délai ne peut pas être négatif$/);
    expect(item).toHaveAccessibleDescription(TEMPLATE_MESSAGES.checklistItemRequired);
    expect(puts(api)).toEqual([]);
  });

  it('adds a checklist item, sent with the stage', async () => {
    const { user, api } = renderSettings('admin');
    await user.click(await screen.findByRole('button', { name: 'Ajouter un point de contrôle à « Révision »' }));
    await user.type(screen.getByRole('textbox', { name: 'Point de contrôle 4 de « Révision »' }), 'Tableau de financement');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]?.stages[2]?.checklist).toEqual(['Cut-off (charges et produits constatés d’avance)', 'Provisions et amortissements', 'Dossier de révision revu', 'Tableau de financement']);
  });

  it('a colleague who is not an admin reads the stages, their rules and checklists, and edits nothing', async () => {
    const { user } = renderSettings('collaborateur');
    const stages = await screen.findByRole('list', { name: 'Étapes de « Bilan et liasse »' });
    expect(stages).toHaveTextContent('4. Liasse télétransmiseÉchéance du client : liasse fiscale');
    await user.selectOptions(screen.getByLabelText('Modèle'), 'Juridique annuel');
    expect(screen.getByRole('list', { name: 'Étapes de « Juridique annuel »' })).toHaveTextContent('3. Dépôt au greffeÉtape précédente + 1 mois (2 mois en ligne)');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
  });
});

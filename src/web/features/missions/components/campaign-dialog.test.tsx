import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { fakeApi, type ApiCall } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render.tsx';
import { TEMPLATE } from '../testing/mission-rows.ts';
import { CampaignDialog } from './campaign-dialog.tsx';

const JURIDIQUE = { ...TEMPLATE, id: '1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a20', name: 'Juridique annuel' };
const BATCH = '5f0e4d2c-1b3a-4c5d-8e7f-9a0b1c2d3e4f';

function renderDialog() {
  const api = fakeApi({
    'POST /api/missions/campaigns/preview': (call: ApiCall) => ({ body: { count: (call.body as { templateId: string }).templateId === JURIDIQUE.id ? 0 : 1234 } }),
    'POST /api/missions/campaigns': { body: { created: 1234, batchId: BATCH } },
    'POST /api/batches/:id/undo': { body: { batchId: BATCH, count: 1234 } },
  });
  const onOpened = vi.fn();
  const view = renderApp(<CampaignDialog templates={[TEMPLATE, JURIDIQUE]} templateId={TEMPLATE.id} year={2026} onOpened={onOpened} />);
  return { ...view, api, onOpened };
}

const dialog = () => screen.getByRole('dialog', { name: 'Ouvrir une campagne' });

describe('CampaignDialog', () => {
  it('starts from the page’s template and exercise, shows the count, then creates the missions with « Annuler »', async () => {
    const { user, api, onOpened } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Ouvrir une campagne' }));
    expect(within(dialog()).getByLabelText('Du (JJ/MM/AAAA)')).toHaveValue('01/01/2026');
    expect(within(dialog()).getByLabelText('Au (JJ/MM/AAAA)')).toHaveValue('31/12/2026');
    expect(await within(dialog()).findByText('1 234 missions seront créées')).toBeInTheDocument();
    expect(api.sent('POST', '/api/missions/campaigns/preview')[0]?.body).toEqual({ templateId: TEMPLATE.id, closingFrom: '2026-01-01', closingTo: '2026-12-31' });

    await user.click(within(dialog()).getByRole('button', { name: 'Ouvrir la campagne' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent('POST', '/api/missions/campaigns').filter((call) => call.path === '/api/missions/campaigns').map((call) => call.body)).toEqual([
      { templateId: TEMPLATE.id, closingFrom: '2026-01-01', closingTo: '2026-12-31' },
    ]);
    expect(onOpened).toHaveBeenCalledWith(TEMPLATE.id, 2026);
    expect(await screen.findByText('1 234 missions créées')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(api.sent('POST', `/api/batches/${BATCH}/undo`)).toHaveLength(1));
  });

  it('refuses a reversed or too long range in French before asking anything, and has nothing to confirm at 0', async () => {
    const { user, api } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Ouvrir une campagne' }));
    const to = within(dialog()).getByLabelText('Au (JJ/MM/AAAA)');
    await user.clear(to);
    await user.type(to, '31/12/2025');
    expect(to).toHaveAccessibleDescription('La date de début doit précéder la date de fin');
    await user.clear(to);
    await user.type(to, '31/12/2029');
    expect(to).toHaveAccessibleDescription('La période de clôture couvre deux ans au plus');
    await user.clear(to);
    await user.type(to, '31/02/2026');
    expect(to).toHaveAccessibleDescription('Date invalide. Vérifiez le format JJ/MM/AAAA');
    expect(within(dialog()).getByRole('button', { name: 'Ouvrir la campagne' })).toBeDisabled();
    expect(api.sent('POST', '/api/missions/campaigns/preview').map((call) => (call.body as { closingTo: string }).closingTo)).not.toContain('2025-12-31');

    await user.clear(to);
    await user.type(to, '31/12/2026');
    await user.selectOptions(within(dialog()).getByLabelText('Modèle'), 'Juridique annuel');
    expect(await within(dialog()).findByText('Aucune mission à créer : chaque client actif de cette période a déjà la sienne.')).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Ouvrir la campagne' })).toBeDisabled();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { ComplianceFile } from '../../../../shared/compliance/api.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render.tsx';
import { CLIENT_ID } from '../testing/compliance-file.ts';
import { OwnersEditor } from './owners-editor.tsx';

const KYC_PATH = `/api/compliance/${CLIENT_ID}/kyc`;
type Owners = NonNullable<ComplianceFile['kyc']['beneficialOwners']>;

const MARTIN: Owners[number] = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  name: 'Paul Martin',
  birthDate: '1970-04-02',
  nationality: 'Française',
  share: 60,
  control: null,
  ppe: false,
  sourceDate: '2026-01-15',
};

function renderEditor(owners: Owners = []) {
  const api = fakeApi({ [`PUT ${KYC_PATH}`]: (call) => ({ body: call.body }) });
  return { ...renderApp(<OwnersEditor clientId={CLIENT_ID} owners={owners} />), api };
}

const row = (name: string) => screen.getByRole('listitem', { name });

describe('OwnersEditor', () => {
  it('adds an owner with a share typed « 33,5 » and a PPE, edits the other, and saves the whole list', async () => {
    const { user, api } = renderEditor([MARTIN]);
    expect(within(row('Bénéficiaire 1')).getByLabelText('Date de naissance (JJ/MM/AAAA)')).toHaveValue('02/04/1970');
    const share = within(row('Bénéficiaire 1')).getByLabelText('Part détenue (%)');
    await user.clear(share);
    await user.type(share, '66,5');

    await user.click(screen.getByRole('button', { name: 'Ajouter un bénéficiaire' }));
    const added = row('Bénéficiaire 2');
    await user.type(within(added).getByLabelText('Nom et prénom'), 'Anne Martin');
    await user.type(within(added).getByLabelText('Part détenue (%)'), '33,5');
    await user.click(within(added).getByRole('checkbox', { name: 'Personne politiquement exposée (PPE)' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Enregistré')).toBeInTheDocument();
    expect(api.sent('PUT', KYC_PATH).map((call) => call.body)).toEqual([
      {
        beneficialOwners: [
          { name: 'Paul Martin', birthDate: '1970-04-02', nationality: 'Française', share: 66.5, control: null, ppe: false, sourceDate: '2026-01-15' },
          { name: 'Anne Martin', birthDate: null, nationality: null, share: 33.5, control: null, ppe: true, sourceDate: null },
        ],
      },
    ]);
  });

  it('refuses in French a row without a name, a share above 100, a birth date in the future, and saves nothing', async () => {
    const { user, api } = renderEditor();
    expect(screen.getByText('Aucun bénéficiaire effectif renseigné.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajouter un bénéficiaire' }));
    const added = row('Bénéficiaire 1');
    await user.type(within(added).getByLabelText('Part détenue (%)'), '120');
    await user.type(within(added).getByLabelText('Date de naissance (JJ/MM/AAAA)'), '01/01/2999');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(within(added).getByLabelText('Nom et prénom')).toHaveAccessibleDescription('Le nom du bénéficiaire effectif est obligatoire');
    expect(within(added).getByLabelText('Part détenue (%)')).toHaveAccessibleDescription('La part détenue est un pourcentage entre 0 et 100');
    expect(within(added).getByLabelText('Date de naissance (JJ/MM/AAAA)')).toHaveAccessibleDescription('La date de naissance est dans le futur');
    expect(api.sent('PUT', KYC_PATH)).toHaveLength(0);
  });

  it('removes an owner: the list saved is the one left, empty included', async () => {
    const { user, api } = renderEditor([MARTIN]);
    await user.click(screen.getByRole('button', { name: 'Retirer Paul Martin' }));
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Enregistré');
    expect(api.sent('PUT', KYC_PATH)[0]?.body).toEqual({ beneficialOwners: [] });
  });
});

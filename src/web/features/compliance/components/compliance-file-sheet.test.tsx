import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { ComplianceFile } from '../../../../shared/compliance/api.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render.tsx';
import { CLIENT_ID, complianceFile } from '../testing/compliance-file.ts';
import { ComplianceFileSheet } from './compliance-file-sheet.tsx';

/** The sheet in a router of its own (its link to the client sheet resolves), over a fake API answering `file`. */
function renderSheet(file: ComplianceFile) {
  fakeApi({ [`GET /api/compliance/${CLIENT_ID}`]: { body: file } });
  const rootRoute = createRootRoute({ component: () => <ComplianceFileSheet clientId={CLIENT_ID} onClose={vi.fn()} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/conformite'] }) });
  return renderApp(<RouterProvider router={router} />);
}

const KYC = { vigilance: 'standard', assessedAt: '2026-03-12', nextReviewAt: '2028-03-12', beneficialOwnersCount: 1 } as const;

describe('ComplianceFileSheet', () => {
  it('shows the gaps first in French, then the forms, the beneficial owners and the documents', async () => {
    renderSheet(
      complianceFile(
        { ...KYC, beneficialOwners: [{ id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Paul Martin', birthDate: null, nationality: null, share: 60, control: null, ppe: false, sourceDate: null }] },
        { gaps: ['lettre_absente', 'revue_en_retard'] },
      ),
    );
    const sheet = await screen.findByRole('dialog', { name: 'Boulangerie Martin' });
    const gaps = within(sheet).getByRole('note', { name: 'Lacunes' });
    expect(within(gaps).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Lettre de mission absente', 'Revue LCB-FT en retard (depuis le 12/03/2028)']);
    expect(within(sheet).getByText('Prochaine revue :')).toHaveTextContent('Prochaine revue : 12/03/2028');
    expect(within(sheet).getByRole('region', { name: 'Bénéficiaires effectifs' })).toBeInTheDocument();
    expect(within(sheet).getByLabelText('Nom et prénom')).toHaveValue('Paul Martin');
    expect(within(sheet).getByRole('region', { name: 'Pièces' })).toBeInTheDocument();
  });

  it('a stagiaire (owners and documents withheld by the server) sees the statuses and dates, neither the owners nor the documents', async () => {
    renderSheet(complianceFile({ ...KYC, beneficialOwners: null }, { documents: null }));
    const sheet = await screen.findByRole('dialog', { name: 'Boulangerie Martin' });
    expect(within(sheet).getByText('Vigilance standard, évaluée le 12/03/2026')).toBeInTheDocument();
    expect(within(sheet).getByLabelText('Statut de la lettre')).toBeInTheDocument();
    expect(within(sheet).queryByRole('region', { name: 'Bénéficiaires effectifs' })).not.toBeInTheDocument();
    expect(within(sheet).queryByLabelText('Nom et prénom')).not.toBeInTheDocument();
    expect(within(sheet).queryByRole('region', { name: 'Pièces' })).not.toBeInTheDocument();
  });
});

import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { SheetCompliance as Compliance } from '../../../../../shared/compliance/sheet.ts';
import { renderApp } from '../../../../testing/render.tsx';
import { SheetCompliance } from './sheet-compliance.tsx';

const CLIENT_ID = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c60';

function renderSection(compliance: Compliance) {
  const rootRoute = createRootRoute({ component: () => <SheetCompliance clientId={CLIENT_ID} compliance={compliance} today="2026-03-04" /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/clients'] }) });
  return renderApp(<RouterProvider router={router} />);
}

const facts = (region: HTMLElement) => within(region).getAllByRole('definition').map((value) => value.textContent);

describe('SheetCompliance', () => {
  it('shows the level, the next review (late when past), the letter’s status and the documents, and opens the file on Conformité', async () => {
    renderSection({ vigilance: 'renforcee', nextReviewAt: '2026-02-28', engagementStatus: 'signee', documentsCount: 3 });
    const region = await screen.findByRole('region', { name: 'Conformité' });
    expect(facts(region)).toEqual(['Renforcée', '28/02/2026 (en retard)', 'Signée', '3 documents']);
    expect(within(region).getByRole('link', { name: 'Ouvrir le dossier' })).toHaveAttribute('href', `/conformite?client=${CLIENT_ID}`);
  });

  it('says what is not recorded yet', async () => {
    renderSection({ vigilance: null, nextReviewAt: null, engagementStatus: null, documentsCount: 0 });
    expect(facts(await screen.findByRole('region', { name: 'Conformité' }))).toEqual(['Non évaluée', '—', 'Absente', '0 document']);
  });
});

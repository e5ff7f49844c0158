import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import type { ComplianceRow } from '../../../../shared/compliance/api.ts';
import { missionsShortText } from '../../../../shared/compliance/engagement.ts';
import { LETTER_STATUSES } from '../../../../shared/compliance/list-query.ts';
import { aComplianceRow } from '../../../../shared/compliance/test-fixtures.ts';
import { apiError, fakeApi } from '../../../testing/fake-api.ts';
import { fakeListIds, fakeListPages } from '../../../testing/fake-client-list-server.ts';
import { renderApp } from '../../../testing/render.tsx';
import type { ComplianceListFilters } from '../compliance-search.ts';
import { ComplianceTab } from './compliance-tab.tsx';

const ROWS = [
  aComplianceRow('Boulangerie Martin', {
    clientId: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
    engagementStatus: 'signee',
    engagementSignedAt: '2026-02-03',
    engagementMissions: ['tenue', 'presentation', 'fiscal'],
    engagementFees: 2450.5,
    engagementFeesMode: 'forfait',
    documentsCount: 2,
  }),
  aComplianceRow('Cabinet Durand', {
    clientId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    engagementStatus: 'envoyee',
    engagementMissions: ['social', 'conseil'],
    engagementFees: 12000,
    engagementFeesMode: 'temps_passe',
  }),
  aComplianceRow('Atelier Zola', { clientId: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a' }),
];

/** GET /api/compliance's rules on « Lettres de mission », as the server applies them (compliance-list-page.ts). */
const RULES = {
  statusOf: (row: ComplianceRow) => row.engagementStatus ?? 'absente',
  tiles: LETTER_STATUSES,
  keep: (row: ComplianceRow) => row.endedAt === null,
  sortKeys: {
    honoraires: (row: ComplianceRow) => (row.engagementFees === null ? null : String(Math.round(row.engagementFees * 100)).padStart(10, '0')),
    missions: (row: ComplianceRow) => missionsShortText(row.engagementMissions).toLowerCase() || null,
  },
};

/** The Lettres de mission tab over a fake server (its list paged, sorted and counted as the API does), its URL params held in state as the router would. */
function renderLettersTab() {
  const api = fakeApi({
    'GET /api/compliance/ids': fakeListIds(() => ROWS, RULES),
    'GET /api/compliance': fakeListPages(() => ROWS, RULES),
    'GET /api/users': { body: { users: [] } },
    'GET /api/me': apiError(401, 'UNAUTHORIZED', 'Vous devez vous connecter'),
  });
  function Harness() {
    const [filters, setFilters] = useState<ComplianceListFilters>({});
    const view = {
      filters,
      onFiltersChange: (changes: Partial<ComplianceListFilters>) => setFilters((previous) => ({ ...previous, ...changes })),
      portfolio: { clientIds: undefined, isPending: false, error: null, retry: () => {} },
    };
    return <ComplianceTab tab="lettres" tabLabel="Lettres de mission" view={view} />;
  }
  return { ...renderApp(<Harness />), api };
}

const table = () => screen.findByRole('table', { name: 'Clients — Lettres de mission' });
/** A column's cells, row by row, as the table shows them. */
async function cellsOf(column: string) {
  const shown = await table();
  return [...shown.querySelectorAll(`[data-col="${column}"]`)].map((cell) => cell.textContent);
}

describe('Lettres de mission', () => {
  it('shows each letter’s missions in a word each and its annual fees excluding tax with their mode', async () => {
    renderLettersTab();
    const headers = within(await table()).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([expect.anything(), 'Client', 'Lettre de mission', 'Missions', 'Honoraires HT', 'Signée le', 'Pièces']);
    expect(await cellsOf('client')).toEqual(['Atelier Zola', 'Boulangerie Martin', 'Cabinet Durand']);
    expect(await cellsOf('missions')).toEqual(['—', 'Tenue, Présentation, Fiscal', 'Social, Conseil']);
    expect(await cellsOf('honoraires')).toEqual(['—', '2\u202f450,50\u00a0€ (forfait)', '12\u202f000,00\u00a0€ (temps passé)']);
    expect(screen.getByText('Tenue, Présentation, Fiscal')).toHaveAttribute('title', 'Tenue comptable, Présentation des comptes, Fiscal');
  });

  it('sorts on the fees, the highest first the second time, a letter without fees last', async () => {
    const { user } = renderLettersTab();
    await table();
    const header = screen.getByRole('columnheader', { name: 'Honoraires HT' });
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(await cellsOf('client')).toEqual(['Boulangerie Martin', 'Cabinet Durand', 'Atelier Zola']);
    await user.click(within(header).getByRole('button'));
    expect(await cellsOf('client')).toEqual(['Cabinet Durand', 'Boulangerie Martin', 'Atelier Zola']);

    await user.click(within(screen.getByRole('columnheader', { name: 'Missions' })).getByRole('button'));
    expect(await cellsOf('client')).toEqual(['Cabinet Durand', 'Boulangerie Martin', 'Atelier Zola']);
  });
});

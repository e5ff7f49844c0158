import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ExportCsvButton } from '../../../components/export-csv-button.tsx';
import { clientRow } from '../../../entities/client/test-rows.ts';
import { apiError, fakeApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render.tsx';
import { buildLookups } from '../lib/client-lookups.ts';
import { exportClientsCsv } from '../lib/export-rows.ts';

const ALPHA = clientRow({ raisonSociale: 'Alpha SAS' });
const BETA = clientRow({ raisonSociale: 'Bêta SARL' });
const lookups = buildLookups([], []);

function renderExport() {
  return renderApp(<ExportCsvButton name="clients" onBuild={() => exportClientsCsv([ALPHA, BETA], lookups)} />);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the clients export', () => {
  it('ends with vigilance and lettre_mission_statut, read from the server at the click, by their codes', async () => {
    const api = fakeApi({ 'GET /api/clients/csv-columns': { body: { headers: ['vigilance', 'lettre_mission_statut'], values: { [ALPHA.id]: ['standard', 'signee'] } } } });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderExport();
    await user.click(screen.getByRole('button', { name: 'Exporter (CSV)' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    expect(api.sent('GET', '/api/clients/csv-columns')).toHaveLength(1);
    const [header, alpha, beta] = (await (created.mock.calls[0]?.[0] as Blob).text()).split('\r\n');
    expect(header?.split(';').slice(-2)).toEqual(['vigilance', 'lettre_mission_statut']);
    expect(alpha?.split(';').slice(-2)).toEqual(['standard', 'signee']);
    expect(beta?.split(';').slice(-2)).toEqual(['', '']);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('saves nothing and says why when the server does not answer', async () => {
    fakeApi({ 'GET /api/clients/csv-columns': apiError(500, 'INTERNAL', 'Erreur interne du serveur') });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    const { user } = renderExport();
    await user.click(screen.getByRole('button', { name: 'Exporter (CSV)' }));
    expect(await screen.findByText('Export impossible')).toBeInTheDocument();
    expect(created).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Exporter (CSV)' })).toBeEnabled();
  });
});

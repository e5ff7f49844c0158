import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { EInvoicingReadiness } from '../../../../shared/stats.ts';
import { renderApp } from '../../../testing/render.tsx';
import { EInvoicingReadinessChart } from './e-invoicing-readiness.tsx';

const row = (category: EInvoicingReadiness['category'], clients: number, readyToReceive: number, readyToIssue: number): EInvoicingReadiness => ({
  category,
  clients,
  readyToReceive,
  readyToReceivePercent: clients ? Math.round((100 * readyToReceive) / clients) : 0,
  readyToIssue,
  readyToIssuePercent: clients ? Math.round((100 * readyToIssue) / clients) : 0,
});

const ROWS = [row('micro', 1, 0, 0), row('pme', 4, 3, 1), row('eti', 0, 0, 0), row('ge', 1200, 600, 300), row(null, 2, 1, 0)];
/** What a screen reader and the eye read, spaces made plain (fr-FR puts no-break spaces before % and between thousands). */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('EInvoicingReadinessChart', () => {
  it('draws a bar pair per category, micro to GE then « Non renseignée », each share written out', () => {
    renderApp(<EInvoicingReadinessChart rows={ROWS} />);
    const chart = screen.getByRole('list', { name: 'Préparation à la facturation électronique par catégorie' });
    expect(within(chart).getAllByRole('listitem').map((item) => plain(item.textContent))).toEqual([
      'Micro-entreprise1 client actifRéception0 %Émission0 %',
      'PME4 clients actifsRéception75 %Émission25 %',
      'ETI0 client actifRéception0 %Émission0 %',
      'Grande entreprise1 200 clients actifsRéception50 %Émission25 %',
      'Non renseignée2 clients actifsRéception50 %Émission0 %',
    ]);
    expect(screen.getByRole('button', { name: 'Graphique' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers the same figures as a table, with the counts behind the shares', async () => {
    const { user } = renderApp(<EInvoicingReadinessChart rows={ROWS} />);
    await user.click(screen.getByRole('button', { name: 'Tableau' }));
    expect(screen.getByRole('button', { name: 'Tableau' }).getAttribute('aria-pressed')).toBe('true');
    const table = screen.getByRole('table', { name: 'Préparation à la facturation électronique par catégorie' });
    const body = within(table).getAllByRole('row').slice(1);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Catégorie',
      'Clients actifs',
      'Prêts à recevoir',
      'Prêts à émettre',
    ]);
    const cells = body.map((tableRow) => [within(tableRow).getByRole('rowheader'), ...within(tableRow).getAllByRole('cell')].map((cell) => plain(cell.textContent)));
    expect(cells).toEqual([
      ['Micro-entreprise', '1', '0 (0 %)', '0 (0 %)'],
      ['PME', '4', '3 (75 %)', '1 (25 %)'],
      ['ETI', '0', '0 (0 %)', '0 (0 %)'],
      ['Grande entreprise', '1 200', '600 (50 %)', '300 (25 %)'],
      ['Non renseignée', '2', '1 (50 %)', '0 (0 %)'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Graphique' }));
    expect(screen.queryByRole('table')).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { BackupOverview, BackupRow } from '../../../../shared/backups.ts';
import { apiError, fakeApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render.tsx';
import { BackupsSection } from './backups-section.tsx';

const VERIFIED: BackupRow = {
  fileName: 'cabinet-2026-03-16-020000.jsonl.gz',
  takenAt: '2026-03-16T01:00:00.000Z',
  bytes: 50_541_363,
  status: 'verified',
  trigger: 'schedule',
  error: null,
  downloadable: true,
};
const FAILED: BackupRow = {
  fileName: 'cabinet-2026-03-15-020000.jsonl.gz',
  takenAt: '2026-03-15T01:00:00.000Z',
  bytes: null,
  status: 'failed',
  trigger: 'schedule',
  error: 'Dossier des sauvegardes non accessible en écriture : /srv/sauvegardes (EACCES).',
  downloadable: false,
};

const overview = (backups: BackupRow[]): BackupOverview => ({
  last: backups[0] ?? null,
  nextAt: '2026-03-17T01:00:00.000Z',
  folder: '/var/lib/cabinet/backups',
  settings: { time: '02:00', retention: { daily: 7, weekly: 4, monthly: 12 } },
  backups,
});

describe('BackupsSection', () => {
  it('shows the last backup (when, verified, its size), the next one, the folder, and the list with a download link per file', async () => {
    fakeApi({ 'GET /api/system/backups': { body: overview([VERIFIED, FAILED]) } });
    renderApp(<BackupsSection />);
    expect((await screen.findAllByRole('term')).map((term) => term.textContent)).toEqual(['Dernière sauvegarde', 'Taille', 'Prochaine sauvegarde', 'Dossier']);
    expect(screen.getAllByRole('definition').map((definition) => definition.textContent)).toEqual([
      '16/03/2026 à 02:00Vérifiée',
      '48,2 Mo',
      '17/03/2026 à 02:00',
      '/var/lib/cabinet/backups',
    ]);
    const table = screen.getByRole('table', { name: 'Sauvegardes' });
    const [, first, second] = within(table).getAllByRole('row');
    const link = within(first as HTMLElement).getByRole('link', { name: 'Télécharger la sauvegarde du 16/03/2026 à 02:00' });
    expect(link).toHaveAttribute('href', '/api/system/backups/files/cabinet-2026-03-16-020000.jsonl.gz');
    expect(second).toHaveTextContent('Échec');
    expect(second).toHaveTextContent('Dossier des sauvegardes non accessible en écriture : /srv/sauvegardes (EACCES).');
    expect(within(second as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says what happens before the first backup', async () => {
    fakeApi({ 'GET /api/system/backups': { body: overview([]) } });
    renderApp(<BackupsSection />);
    expect(await screen.findByText('Aucune pour l’instant')).toBeInTheDocument();
    expect(screen.getByText(/^Aucune sauvegarde pour l’instant : la première sera prise cette nuit/)).toBeInTheDocument();
  });

  it('« Sauvegarder maintenant » asks the server, then shows the backup under way and waits for it', async () => {
    let asked = false;
    const pending: BackupRow = { ...VERIFIED, fileName: 'cabinet-2026-03-16-143000.jsonl.gz', takenAt: '2026-03-16T13:30:00.000Z', bytes: null, status: 'pending', trigger: 'manual', downloadable: false };
    const api = fakeApi({
      'GET /api/system/backups': () => ({ body: overview(asked ? [pending, VERIFIED] : [VERIFIED]) }),
      'POST /api/system/backups': () => {
        asked = true;
        return { status: 202, body: { fileName: pending.fileName, message: 'Sauvegarde lancée' } };
      },
    });
    const { user } = renderApp(<BackupsSection />);
    await user.click(await screen.findByRole('button', { name: 'Sauvegarder maintenant' }));
    expect(await screen.findByText('Sauvegarde lancée')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sauvegarde en cours…' })).toBeDisabled();
    expect(screen.getAllByText('Demandée')).not.toHaveLength(0);
    expect(api.sent('POST', '/api/system/backups')).toHaveLength(1);
  });

  it('tells why the server refused a backup', async () => {
    fakeApi({
      'GET /api/system/backups': { body: overview([VERIFIED]) },
      'POST /api/system/backups': apiError(409, 'CONFLICT', 'Une sauvegarde est déjà en cours.'),
    });
    const { user } = renderApp(<BackupsSection />);
    await user.click(await screen.findByRole('button', { name: 'Sauvegarder maintenant' }));
    expect(await screen.findByText('Une sauvegarde est déjà en cours.')).toBeInTheDocument();
  });

  it('saves the time and the counts kept, and refuses a bad one in French without sending it', async () => {
    const api = fakeApi({
      'GET /api/system/backups': { body: overview([VERIFIED]) },
      'PUT /api/system/backups/settings': (call) => ({ body: call.body }),
    });
    const { user } = renderApp(<BackupsSection />);
    const weekly = await screen.findByLabelText('Sauvegardes hebdomadaires gardées');
    await user.clear(weekly);
    await user.type(weekly, '-1');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(weekly).toHaveAccessibleDescription('Sauvegardes hebdomadaires gardées : un nombre entier entre 0 et 520');
    expect(api.sent('PUT', '/api/system/backups/settings')).toHaveLength(0);

    await user.clear(weekly);
    await user.type(weekly, '8');
    const time = screen.getByLabelText('Heure de la sauvegarde (Paris)');
    await user.clear(time);
    await user.type(time, '23:30');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Réglages des sauvegardes enregistrés')).toBeInTheDocument();
    expect(api.sent('PUT', '/api/system/backups/settings').map((call) => call.body)).toEqual([{ time: '23:30', retention: { daily: 7, weekly: 8, monthly: 12 } }]);
  });
});

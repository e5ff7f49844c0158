import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { OpenSession } from '../../../../shared/sessions.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render.tsx';
import { SessionsSection } from './sessions-section.tsx';

const SESSIONS: OpenSession[] = [
  { id: 's1', device: 'Firefox sur Linux', ipAddress: '203.0.113.10', createdAt: '2026-03-14T08:00:00.000Z', lastActiveAt: '2026-03-15T09:05:00.000Z', current: true },
  { id: 's2', device: 'Safari sur iPhone', ipAddress: '198.51.100.20', createdAt: '2026-03-10T08:00:00.000Z', lastActiveAt: '2026-03-12T17:30:00.000Z', current: false },
];

function renderSessions(sessions = SESSIONS) {
  let shown = sessions;
  const api = fakeApi({
    'GET /api/sessions': () => ({ body: { sessions: shown } }),
    'DELETE /api/sessions/:id': (_call, { id }) => {
      shown = shown.filter((session) => session.id !== id);
      return { status: 204 };
    },
    'POST /api/sessions/revoke-others': () => {
      shown = shown.filter((session) => session.current);
      return { body: { revoked: 1 } };
    },
  });
  return { ...renderApp(<SessionsSection />), api };
}

describe('Sessions ouvertes', () => {
  it('lists the device, the IP and the last activity in Paris time, this session marked and not closable', async () => {
    renderSessions();
    const table = await screen.findByRole('table', { name: 'Sessions ouvertes' });
    const [, current, other] = within(table).getAllByRole('row');
    expect(current).toHaveTextContent('Firefox sur Linux(cette session)203.0.113.1015/03/2026 à 10:05');
    expect(within(current as HTMLElement).queryByRole('button')).toBeNull();
    expect(other).toHaveTextContent('Safari sur iPhone198.51.100.2012/03/2026 à 18:30');
  });

  it('« Se déconnecter » closes that session', async () => {
    const { user, api } = renderSessions();
    await user.click(await screen.findByRole('button', { name: 'Se déconnecter : Safari sur iPhone, 12/03/2026 à 18:30' }));
    await expect.poll(() => api.sent('DELETE', '/api/sessions/').map((call) => call.path)).toEqual(['/api/sessions/s2']);
    expect(await screen.findByText('Session fermée')).toBeInTheDocument();
    await expect.poll(() => screen.queryByText('Safari sur iPhone')).toBeNull();
  });

  it('« Se déconnecter de tous les autres appareils » closes every other one, and is off when there is none', async () => {
    const { user, api } = renderSessions();
    const button = await screen.findByRole('button', { name: 'Se déconnecter de tous les autres appareils' });
    await screen.findByText('Safari sur iPhone');
    await user.click(button);
    await expect.poll(() => api.sent('POST', '/api/sessions/revoke-others')).toHaveLength(1);
    await expect.poll(() => screen.queryByText('Safari sur iPhone')).toBeNull();
    expect(button).toBeDisabled();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { AuthorizationRow } from '../../../../shared/authorizations.ts';
import { apiError, type ApiReply } from '../../../testing/fake-api.ts';
import { renderAuthorizationTab } from '../testing/render-authorization-tab.tsx';

const DUPONT = '0b7c6c1e-3f5a-4d7e-9a41-2f1a9c0d0001';
const MARTIN = '0b7c6c1e-3f5a-4d7e-9a41-2f1a9c0d0002';

const ROWS: AuthorizationRow[] = [
  { clientId: DUPONT, raisonSociale: 'Dupont SARL', siret: null, status: 'en_cours', authorizationDate: '2024-05-06', updatedAt: null },
  { clientId: MARTIN, raisonSociale: 'Martin et fils', siret: null, status: 'a_faire', authorizationDate: null, updatedAt: null },
];

type SaveReply = (body: Partial<AuthorizationRow>) => ApiReply | Promise<ApiReply>;

const savedRow = (clientId: string, body: Partial<AuthorizationRow>): ApiReply => ({
  body: { ...ROWS.find((row) => row.clientId === clientId), ...body, updatedAt: '2025-03-15T10:00:00.000Z' },
});

/** The Impôts tab of Habilitations, its rows from a fake paged server whose saves answer with `save` (by default, kept in its rows). */
const renderTab = (save?: SaveReply) => renderAuthorizationTab({ rows: ROWS, save });

const dateOf = (name: string) => screen.findByRole('textbox', { name: `Date d’habilitation de ${name}` });

describe('DateCell on Habilitations', () => {
  it('shows the stored date as JJ/MM/AAAA, and an empty cell for a row without one', async () => {
    renderTab();
    expect(await dateOf('Dupont SARL')).toHaveValue('06/05/2024');
    expect(await dateOf('Martin et fils')).toHaveValue('');
    expect(await dateOf('Martin et fils')).toHaveAttribute('placeholder', 'JJ/MM/AAAA');
  });

  it('a date that does not exist shows its French error on Enter, tied to the input, and sends nothing', async () => {
    const { user, api } = renderTab();
    const input = await dateOf('Dupont SARL');
    await user.clear(input);
    await user.type(input, '31/02/2025{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Date invalide. Vérifiez le format JJ/MM/AAAA');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Date invalide. Vérifiez le format JJ/MM/AAAA');
    expect(input).toHaveValue('31/02/2025');
    expect(api.sent('PUT', '/api/authorizations')).toHaveLength(0);
  });

  it('a date not written JJ/MM/AAAA is refused when the cell loses the focus (Tab)', async () => {
    const { user, api } = renderTab();
    const input = await dateOf('Martin et fils');
    await user.type(input, '1/3/2025');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Format de date invalide. Utilisez JJ/MM/AAAA');
    expect(api.sent('PUT', '/api/authorizations')).toHaveLength(0);
  });

  it('typing again clears the message; Escape puts back the stored date', async () => {
    const { user } = renderTab();
    const input = await dateOf('Dupont SARL');
    await user.clear(input);
    await user.type(input, '99/99/9999{Enter}');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.type(input, '{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(input, '{Escape}');
    expect(input).toHaveValue('06/05/2024');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('Enter saves a valid date as YYYY-MM-DD for that client', async () => {
    const { user, api } = renderTab();
    const input = await dateOf('Dupont SARL');
    await user.clear(input);
    await user.type(input, '15/03/2025{Enter}');
    await waitFor(() => expect(api.sent('PUT', '/api/authorizations')).toHaveLength(1));
    expect(api.sent('PUT', '/api/authorizations')[0]).toMatchObject({
      path: `/api/authorizations/impots/${DUPONT}`,
      body: { authorizationDate: '2025-03-15' },
    });
    await waitFor(() => expect(input).toBeEnabled());
    expect(input).toHaveValue('15/03/2025');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an emptied cell clears the date (null), and an unchanged one sends nothing', async () => {
    const { user, api } = renderTab();
    const input = await dateOf('Dupont SARL');
    await user.clear(input);
    await user.type(input, '06/05/2024{Enter}');
    expect(input).toHaveValue('06/05/2024');
    expect(api.sent('PUT', '/api/authorizations')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '{Enter}');
    await waitFor(() => expect(api.sent('PUT', '/api/authorizations')).toHaveLength(1));
    expect(api.sent('PUT', '/api/authorizations')[0]?.body).toEqual({ authorizationDate: null });
  });

  it('the cell waits, disabled, while its date is being saved', async () => {
    let answer: (reply: ApiReply) => void = () => {};
    const { user } = renderTab(() => new Promise<ApiReply>((resolve) => (answer = resolve)));
    const input = await dateOf('Dupont SARL');
    await user.clear(input);
    await user.type(input, '15/03/2025{Enter}');
    await waitFor(() => expect(input).toBeDisabled());
    answer(savedRow(DUPONT, { authorizationDate: '2025-03-15' }));
    await waitFor(() => expect(input).toBeEnabled());
    expect(input).toHaveValue('15/03/2025');
  });

  it('a failed save says so in French and keeps the typed date', async () => {
    const { user } = renderTab(() => apiError(500, 'INTERNAL', 'Erreur interne'));
    const input = await dateOf('Dupont SARL');
    await user.clear(input);
    await user.type(input, '15/03/2025{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors de la mise à jour');
    expect(input).toHaveValue('15/03/2025');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});

import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { TASK_FILTER_DEFAULTS } from '../../../shared/tasks/filter.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { calendarTasksQueryOptions } from './api/get-calendar-tasks.ts';
import { taskPagesQueryOptions } from './api/get-tasks.ts';
import { prefetchTasks } from './tasks-prefetch.ts';

const CLAIRE_ID = '2a3b4c5d-6e7f-4081-9a2b-3c4d5e6f7a80';

describe('prefetchTasks', () => {
  afterEach(() => vi.unstubAllGlobals());
  const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

  it('asks for the list’s first page under the URL’s filter, under the key the page reads', async () => {
    const api = fakeApi({ 'GET /api/tasks': { body: { tasks: [], nextCursor: null, total: 0 } } });
    const queryClient = newClient();
    // The app's start reads the raw URL (texts), entering the route reads it validated: one request.
    prefetchTasks(queryClient, { portee: 'cabinet', collaborateur: CLAIRE_ID, retard: '1' });
    prefetchTasks(queryClient, { portee: 'cabinet', collaborateur: CLAIRE_ID, retard: 1 });
    const key = taskPagesQueryOptions({ ...TASK_FILTER_DEFAULTS, scope: 'all', assignee: CLAIRE_ID, overdue: true }).queryKey;
    await vi.waitFor(() => expect(queryClient.getQueryData(key)).toBeDefined());
    expect(api.sent('GET', '/api/tasks').map((call) => call.path)).toEqual([`/api/tasks?scope=all&assignee=${CLAIRE_ID}&overdue=true`]);
  });

  it('asks for the calendar month’s grid of days, from its first Monday to its last Sunday, and not the list', async () => {
    const api = fakeApi({
      'GET /api/tasks/calendar': { body: { days: [{ date: '2026-02-02', total: 0, tasks: [] }] } },
      'GET /api/tasks': { body: { tasks: [], nextCursor: null, total: 0 } },
    });
    const queryClient = newClient();
    prefetchTasks(queryClient, { vue: 'calendrier', mois: '2026-02', portee: 'cabinet' });
    const key = calendarTasksQueryOptions({ from: '2026-01-26', to: '2026-03-01', scope: 'all' }).queryKey;
    await vi.waitFor(() => expect(queryClient.getQueryData(key)).toEqual([{ date: '2026-02-02', total: 0, tasks: [] }]));
    expect(api.sent('GET', '/api/tasks/calendar').map((call) => call.path)).toEqual(['/api/tasks/calendar?from=2026-01-26&to=2026-03-01&scope=all']);
    expect(api.sent('GET', '/api/tasks?')).toEqual([]);
  });
});

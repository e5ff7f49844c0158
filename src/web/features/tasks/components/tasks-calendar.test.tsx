import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { CalendarDayList } from '../../../../shared/task-queries.ts';
import type { CalendarTask } from '../../../../shared/tasks.ts';
import { apiError, fakeApi, type ApiReply } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render.tsx';
import { TasksCalendar } from './tasks-calendar.tsx';

let counter = 0;
const task = (title: string, time: string, fields: Partial<CalendarTask> = {}): CalendarTask => {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    title,
    clientName: 'Boulangerie Martin',
    priority: 'normale',
    status: 'a_faire',
    dueDate: `2026-11-10T${time}:00.000Z`,
    recurrenceFrequency: null,
    recurrenceEndedAt: null,
    recurrenceAnchor: null,
    ...fields,
  };
};

// Tuesday 10 November: five tasks, the server sends the first three; Wednesday 11: three, all sent.
const busyDay = [task('Appel', '07:00'), task('Bilan', '08:00'), task('Courrier', '09:00'), task('Devis', '10:00'), task('Envoi', '11:00')];
const fullDay = [task('Paie', '08:00', { recurrenceFrequency: 'semaine' }), task('Relance', '09:00'), task('TVA', '10:00')];

function monthAnswer(from: string, to: string): CalendarDayList {
  const days: CalendarDayList['days'] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day.toISOString().slice(0, 10) <= to; day.setUTCDate(day.getUTCDate() + 1)) {
    const date = day.toISOString().slice(0, 10);
    if (date === '2026-11-10') days.push({ date, total: busyDay.length, tasks: busyDay.slice(0, 3) });
    else if (date === '2026-11-11') days.push({ date, total: fullDay.length, tasks: fullDay });
    else days.push({ date, total: 0, tasks: [] });
  }
  return { days };
}

/** The calendar of November 2026 (Cabinet) over a fake API; `dayReplies` answer the full lists in turn. */
function renderCalendar(dayReplies: (() => ApiReply | Promise<ApiReply>)[] = []) {
  const api = fakeApi({
    'GET /api/tasks/calendar': (call) => {
      const params = new URL(call.path, 'http://localhost').searchParams;
      if (params.get('full') === 'true') return dayReplies.shift()?.() ?? { body: { days: [{ date: params.get('from'), total: busyDay.length, tasks: busyDay }] } };
      return { body: monthAnswer(params.get('from') ?? '', params.get('to') ?? '') };
    },
  });
  const onOpenTask = vi.fn();
  const view = renderApp(
    <TasksCalendar
      month={{ year: 2026, month: 11 }}
      scope="all"
      assignee={undefined}
      client={undefined}
      showObligations={false}
      onShowObligationsChange={() => undefined}
      onMonthChange={() => undefined}
      onOpenTask={onOpenTask}
    />,
  );
  /** A day's cell, named by its long label ('mardi 10 novembre 2026'), once the days have come. */
  const cell = async (label: string) => {
    const grid = await screen.findByRole('table', { name: 'Tâches de novembre 2026' });
    await within(grid).findAllByRole('button', { name: /Appel|Paie/ });
    return within(grid).getByRole('cell', { name: new RegExp(`^${label}\\b`) });
  };
  return { ...view, api, onOpenTask, cell };
}

describe('TasksCalendar', () => {
  it('asks for the grid’s days once, and shows each day’s tasks as its count and first tasks say', async () => {
    const { api, cell } = renderCalendar();
    const busy = await cell('mardi 10 novembre 2026');
    // More than three: two tasks and « + 3 autres »; the count is read out.
    expect(within(busy).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Appel', 'Bilan']);
    expect(within(busy).getByRole('button', { name: '+ 3 autres' })).toBeInTheDocument();
    expect(busy).toHaveTextContent('5 tâche(s)');
    // Three fit: all shown, nothing more to open.
    const full = await cell('mercredi 11 novembre 2026');
    expect(within(full).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Paie (récurrente)', 'Relance', 'TVA']);
    expect(within(full).queryByRole('button', { name: /autre/ })).toBeNull();
    expect(api.sent('GET', '/api/tasks/calendar').map((call) => call.path)).toEqual(['/api/tasks/calendar?from=2026-10-26&to=2026-12-06&scope=all']);
  });

  it('« + N autres » loads the whole day on opening, with « Chargement… » meanwhile, and a click opens a task', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { user, api, cell, onOpenTask } = renderCalendar([
      async () => {
        await held;
        return { body: { days: [{ date: '2026-11-10', total: busyDay.length, tasks: busyDay }] } };
      },
    ]);
    await user.click(within(await cell('mardi 10 novembre 2026')).getByRole('button', { name: '+ 3 autres' }));
    const popover = await screen.findByRole('dialog', { name: 'Tâches du mardi 10 novembre 2026' });
    expect(within(popover).getByRole('status')).toHaveTextContent('Chargement des tâches du jour…');
    expect(api.sent('GET', '/api/tasks/calendar').at(-1)?.path).toBe('/api/tasks/calendar?from=2026-11-10&to=2026-11-10&scope=all&full=true');
    release();
    expect((await within(popover).findAllByRole('listitem')).map((item) => item.textContent)).toEqual(['Appel', 'Bilan', 'Courrier', 'Devis', 'Envoi']);
    await user.click(within(popover).getByRole('button', { name: 'Devis' }));
    expect(onOpenTask).toHaveBeenCalledWith(busyDay[3]?.id);
  });

  it('says when the day’s list cannot be loaded, and « Réessayer » asks again', async () => {
    const { user, cell } = renderCalendar([() => apiError(500, 'INTERNAL', 'Erreur interne du serveur')]);
    await user.click(within(await cell('mardi 10 novembre 2026')).getByRole('button', { name: '+ 3 autres' }));
    const popover = await screen.findByRole('dialog', { name: 'Tâches du mardi 10 novembre 2026' });
    expect(await within(popover).findByText('Erreur interne du serveur')).toBeInTheDocument();
    await user.click(within(popover).getByRole('button', { name: 'Réessayer' }));
    expect(await within(popover).findAllByRole('listitem')).toHaveLength(5);
  });
});

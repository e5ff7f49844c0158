import type { APIResponse, Locator, Page } from '@playwright/test';
import type { TaskInput, TaskRow } from '../src/shared/tasks.ts';
import type { Account } from './support/accounts.ts';
import { createClient, randomSiret, signInByApi, uniqueTag } from './support/clients.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';

// Each test signs in as a collaborateur of its own: 'Mes tâches' (the default scope) then holds
// only that test's tasks, whatever the other specs left on the shared server.

type User = Account & { id: string };

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Tâches', exact: true });
const taskTable = (page: Page) => page.getByRole('table', { name: 'Tâches', exact: true });
/** The list's rows of a task (a recurring series has several with one title). */
const rowsOf = (page: Page, title: string) =>
  taskTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell').getByText(title, { exact: true }) });
const statusSelect = (scope: Page | Locator, title: string) => scope.getByRole('combobox', { name: `Statut de « ${title} »` });
const formDialog = (page: Page, name: 'Nouvelle tâche' | 'Modifier la tâche') => page.getByRole('dialog', { name });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const showDone = (page: Page) => page.getByRole('checkbox', { name: 'Afficher les tâches terminées' });

async function openTasks(page: Page, query = ''): Promise<void> {
  await page.goto(`/tasks${query}`);
  await expect(heading(page)).toBeVisible();
}

async function ok<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} : ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

const origin = () => ({ origin: new URL(process.env.E2E_BASE_URL ?? 'http://localhost').origin });

async function createTaskByApi(page: Page, input: Partial<TaskInput> & Pick<TaskInput, 'title'>): Promise<TaskRow> {
  const data = { type: 'ponctuelle', priority: 'normale', status: 'a_faire', ...input };
  return ok<TaskRow>(await page.request.post('/api/tasks', { headers: origin(), data }), 'POST /api/tasks');
}

/** A collaborateur no other test uses, signed in in `page`, with an active client of their own. */
async function freshUser(
  page: Page,
  createCollaborateur: (fullName?: string) => Promise<User>,
  tag: string,
): Promise<{ user: User; clientName: string; clientId: string }> {
  const user = await createCollaborateur(`Hélène Garnier ${tag}`);
  await signInByApi(page, user);
  const client = await createClient(page, { raisonSociale: `Boulangerie Martin ${tag}`, siret: randomSiret(), status: 'actif' });
  return { user, clientName: client.raisonSociale, clientId: client.id };
}

// ---- Paris dates, written here rather than taken from the app ----

const PARIS = 'Europe/Paris';
type Day = { year: number; month: number; day: number };

function parisToday(): Day {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: PARIS, year: 'numeric', month: 'numeric', day: 'numeric' })
      .formatToParts(new Date())
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return { year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0 };
}

/** The same day of the month `delta` months later (days ≤ 28 only, so it always exists). */
const addMonths = ({ year, month, day }: Day, delta: number): Day => {
  const index = year * 12 + month - 1 + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1, day };
};
const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = ({ year, month, day }: Day) => `${year}-${pad(month)}-${pad(day)}`;
/** The datetime-local value the form's 'Échéance' takes. */
const inputValue = (day: Day, time: string) => `${isoOf(day)}T${time}`;
/** As the list shows it: '15/12/2026 09:30'. */
const listDate = (day: Day, time: string) => `${dayText(day)} ${time}`;
/** '15/12/2026' */
const dayText = (day: Day) => `${pad(day.day)}/${pad(day.month)}/${day.year}`;
/** 'novembre 2026' (the calendar's title, capitalised by CSS only). */
const monthName = ({ year, month }: Day) =>
  new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 15)));
/** An instant at Paris wall-clock `time` on `day`, with its offset, as the API takes it. */
function parisInstant(day: Day, time: string): string {
  for (const offset of ['+01:00', '+02:00']) {
    const candidate = `${isoOf(day)}T${time}:00${offset}`;
    const shown = new Intl.DateTimeFormat('en-GB', { timeZone: PARIS, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      new Date(candidate),
    );
    if (shown === time) return candidate;
  }
  throw new Error(`heure inexistante à Paris : ${isoOf(day)} ${time}`);
}

test.describe('Tâches', () => {
  // Long flows (a dozen saves each) on a shared, busy machine.
  test.describe.configure({ timeout: 60_000 });

  test.beforeEach(async ({ ensureAdmin }) => {
    await ensureAdmin();
  });

  test('créer (titre requis), modifier, changer le statut dans la liste, supprimer', async ({ page, createCollaborateur }) => {
    const tag = uniqueTag();
    const { user, clientName } = await freshUser(page, createCollaborateur, tag);
    const due = addMonths({ ...parisToday(), day: 15 }, 1);
    const title = `Bilan annuel ${tag}`;
    const renamed = `Bilan annuel révisé ${tag}`;

    await openTasks(page);
    await expect(page.getByRole('group', { name: 'Portée' }).getByRole('button', { name: 'Mes tâches' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(taskTable(page).getByText('Aucune tâche pour le moment')).toBeVisible();

    await page.getByRole('button', { name: 'Nouvelle tâche' }).click();
    const create = formDialog(page, 'Nouvelle tâche');
    await expect(create).toBeVisible();
    // The due date defaults to now, to the minute; the new task goes to its author.
    await expect(create.getByLabel('Échéance')).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    await expect(create.getByLabel('Assigné à')).toHaveValue(user.id);
    await create.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(create.getByLabel('Titre')).toHaveAccessibleDescription('Le titre est requis');
    await expect(create.getByText('Le titre est requis')).toBeVisible();
    await expect(create.getByLabel('Titre')).toBeFocused();

    await create.getByLabel('Titre').fill(title);
    await create.getByLabel('Description').fill('Liasse et annexes');
    await create.getByLabel('Priorité').selectOption({ label: 'Haute' });
    await create.getByLabel('Client').selectOption({ label: clientName });
    await create.getByLabel('Échéance').fill(inputValue(due, '09:30'));
    await create.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Tâche créée')).toBeVisible();
    await expect(create).toBeHidden();

    const row = rowsOf(page, title);
    await expect(row).toHaveCount(1);
    // The first cell holds the row's « Sélectionner » box.
    await expect(row.getByRole('cell')).toHaveText(['', title, clientName, user.fullName, 'Haute', /À faire/, listDate(due, '09:30'), '', '']);
    await expect(statusSelect(row, title)).toHaveValue('a_faire');

    // Edit: the form opens with the saved values; the change is kept after a reload.
    await row.getByRole('button', { name: `Modifier « ${title} »` }).click();
    const edit = formDialog(page, 'Modifier la tâche');
    await expect(edit.getByLabel('Titre')).toHaveValue(title);
    await expect(edit.getByLabel('Description')).toHaveValue('Liasse et annexes');
    await expect(edit.getByLabel('Client')).toHaveValue(/.+/);
    await expect(edit.getByLabel('Échéance')).toHaveValue(inputValue(due, '09:30'));
    await expect(page).toHaveURL(/[?&]tache=[0-9a-f-]{36}/);
    const taskId = new URL(page.url()).searchParams.get('tache') ?? '';
    await edit.getByLabel('Titre').fill(renamed);
    await edit.getByLabel('Priorité').selectOption({ label: 'Urgente' });
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Tâche enregistrée')).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(page).not.toHaveURL(/tache=/);
    await expect(rowsOf(page, title)).toHaveCount(0);
    const renamedRow = rowsOf(page, renamed);
    await expect(renamedRow.getByRole('cell').nth(4)).toHaveText('Urgente');
    await page.reload();
    await expect(renamedRow.getByRole('cell').nth(4)).toHaveText('Urgente');

    // The inline status select saves at once.
    await statusSelect(renamedRow, renamed).selectOption({ label: 'En cours' });
    await expect(statusSelect(renamedRow, renamed)).toHaveValue('en_cours');
    await expect.poll(async () => (await ok<TaskRow>(await page.request.get(`/api/tasks/${taskId}`), 'GET')).status).toBe('en_cours');
    await page.reload();
    await expect(statusSelect(renamedRow, renamed)).toHaveValue('en_cours');

    // Finished tasks leave the list until they are asked for.
    await statusSelect(renamedRow, renamed).selectOption({ label: 'Terminé' });
    await expect(renamedRow).toHaveCount(0);
    await expect(taskTable(page).getByText('Aucune tâche pour le moment')).toBeVisible();
    await showDone(page).check();
    await expect(page).toHaveURL(/terminees=1/);
    await expect(statusSelect(renamedRow, renamed)).toHaveValue('termine');
    const done = await ok<TaskRow>(await page.request.get(`/api/tasks/${taskId}`), 'GET');
    expect(done.completedAt).not.toBeNull();

    // Delete: 'Annuler' keeps it, 'Supprimer' removes it for good.
    await renamedRow.getByRole('button', { name: `Supprimer « ${renamed} »` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer la tâche' });
    await expect(confirm).toContainText(`La tâche « ${renamed} » sera supprimée définitivement.`);
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect(confirm).toBeHidden();
    await expect(renamedRow).toHaveCount(1);
    await renamedRow.getByRole('button', { name: `Supprimer « ${renamed} »` }).click();
    await confirm.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect(toast(page, 'Tâche supprimée')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(renamedRow).toHaveCount(0);
    await page.reload();
    await expect(taskTable(page).getByText('Aucune tâche pour le moment')).toBeVisible();
    expect((await page.request.get(`/api/tasks/${taskId}`)).status()).toBe(404);
  });

  test('calendrier : navigation par mois, aujourd’hui en évidence, infobulle, un clic ouvre la tâche', async ({
    page,
    createCollaborateur,
  }) => {
    const tag = uniqueTag();
    const { user, clientName, clientId } = await freshUser(page, createCollaborateur, tag);
    // The browser's clock pinned on Monday 29 March 2027: April's grid starts on that Monday, so
    // the next month shows today too (the tasks' dates are the browser's to lay out, not the server's).
    const today: Day = { year: 2027, month: 3, day: 29 };
    await page.clock.install({ time: parisInstant(today, '09:00') });
    const oneOff = await createTaskByApi(page, {
      title: `Rendez-vous bilan ${tag}`,
      priority: 'haute',
      clientId,
      assignedTo: user.id,
      dueDate: parisInstant(today, '10:00'),
    });
    const weekly = await createTaskByApi(page, {
      title: `Saisie hebdo ${tag}`,
      type: 'recurrente',
      recurrenceFrequency: 'semaine',
      clientId,
      assignedTo: user.id,
      dueDate: parisInstant(today, '08:00'),
    });
    // Finished tasks are not on the calendar.
    await createTaskByApi(page, { title: `Déjà faite ${tag}`, status: 'termine', assignedTo: user.id, dueDate: parisInstant(today, '11:00') });

    await openTasks(page);
    await page.getByRole('group', { name: 'Affichage' }).getByRole('button', { name: 'Calendrier' }).click();
    await expect(page).toHaveURL(/vue=calendrier/);
    const calendar = page.getByRole('region', { name: 'Calendrier des tâches' });
    const title = calendar.getByRole('heading', { level: 2 });
    await expect(title).toHaveText(monthName(today));
    // Each month's grid is named after it: a locator of one month finds nothing once another is shown.
    const gridOf = (month: Day) => calendar.getByRole('table', { name: `Tâches de ${monthName(month)}` });
    const grid = gridOf(today);
    // Weeks start on Monday.
    await expect(grid.getByRole('columnheader').first()).toHaveAccessibleName('lundi');
    await expect(grid.getByRole('columnheader').last()).toHaveAccessibleName('dimanche');
    for (const label of ['Urgente', 'Haute', 'Normale', 'Basse', 'Tâche récurrente']) {
      await expect(calendar.getByRole('list', { name: 'Légende' }).getByText(label, { exact: true })).toBeVisible();
    }

    // Today: one cell, highlighted, holding both open tasks and not the finished one.
    const todayCell = grid.locator('td[aria-current="date"]');
    await expect(todayCell).toHaveCount(1);
    await expect(todayCell).toHaveAttribute('data-day', isoOf(today));
    await expect(todayCell).toContainText("(aujourd'hui)");
    await expect(todayCell.getByRole('button', { name: oneOff.title })).toBeVisible();
    await expect(todayCell.getByRole('button', { name: `${weekly.title} (récurrente)` })).toBeVisible();
    await expect(grid.getByText(`Déjà faite ${tag}`)).toHaveCount(0);

    // The tooltip: title, client, frequency label.
    await todayCell.getByRole('button', { name: `${weekly.title} (récurrente)` }).hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toContainText(weekly.title);
    await expect(tooltip).toContainText(clientName);
    await expect(tooltip).toContainText('Hebdomadaire');
    // Several moves: the first only leaves the button (the tooltip keeps a grace path to itself).
    await page.mouse.move(10, 10, { steps: 10 });
    await expect(tooltip).toBeHidden();

    // The weekly task repeats on its weekday (Monday), from its first due date on, never before:
    // the days of each grid that hold it, in order.
    async function expectWeeklyOn(month: Day, days: string[]) {
      await expect(gridOf(month)).toBeVisible();
      const holding = gridOf(month)
        .locator('td[data-day]')
        .filter({ has: page.getByRole('button', { name: `${weekly.title} (récurrente)` }) });
      await expect(holding).toHaveCount(days.length);
      for (const [index, day] of days.entries()) await expect(holding.nth(index)).toHaveAttribute('data-day', day);
    }
    // March's grid runs from Monday 1 March to Sunday 4 April.
    await expectWeeklyOn(today, ['2027-03-29']);

    // April's from Monday 29 March, today, highlighted there too, to Sunday 2 May.
    const next = addMonths({ ...today, day: 1 }, 1);
    await calendar.getByRole('button', { name: 'Mois suivant' }).click();
    await expect(title).toHaveText(monthName(next));
    await expect(page).toHaveURL(new RegExp(`mois=${next.year}-${pad(next.month)}`));
    await expect(gridOf(next).locator('td[aria-current="date"]')).toHaveAttribute('data-day', isoOf(today));
    await expectWeeklyOn(next, ['2027-03-29', '2027-04-05', '2027-04-12', '2027-04-19', '2027-04-26']);

    // February's, Monday 1 to Sunday 28, before the first one: none.
    const previous = addMonths({ ...today, day: 1 }, -1);
    await calendar.getByRole('button', { name: 'Mois précédent' }).click();
    await expect(title).toHaveText(monthName(today));
    await calendar.getByRole('button', { name: 'Mois précédent' }).click();
    await expect(title).toHaveText(monthName(previous));
    await expect(page).toHaveURL(new RegExp(`mois=${previous.year}-${pad(previous.month)}`));
    await expect(gridOf(previous).locator('td[aria-current="date"]')).toHaveCount(0);
    await expectWeeklyOn(previous, []);
    await calendar.getByRole('button', { name: 'Aujourd’hui' }).click();
    await expect(title).toHaveText(monthName(today));
    await expect(page).not.toHaveURL(/mois=/);

    // A click opens the task's form.
    await grid.locator('td[aria-current="date"]').getByRole('button', { name: oneOff.title }).click();
    const edit = formDialog(page, 'Modifier la tâche');
    await expect(edit.getByLabel('Titre')).toHaveValue(oneOff.title);
    await expect(edit.getByLabel('Priorité')).toHaveValue('haute');
    await expect(page).toHaveURL(new RegExp(`tache=${oneOff.id}`));
    await edit.getByRole('button', { name: 'Annuler' }).click();
    await expect(edit).toBeHidden();
    await expect(page).not.toHaveURL(/tache=/);
  });

  test('une tâche récurrente terminée reste faite ; la suivante arrive une période plus tard, à faire', async ({
    page,
    createCollaborateur,
  }) => {
    const tag = uniqueTag();
    const { clientName } = await freshUser(page, createCollaborateur, tag);
    const first = { ...parisToday(), day: 10 };
    const second = addMonths(first, 1);
    const third = addMonths(first, 2);
    const title = `Déclaration TVA ${tag}`;

    await openTasks(page);
    await page.getByRole('button', { name: 'Nouvelle tâche' }).click();
    const create = formDialog(page, 'Nouvelle tâche');
    await create.getByLabel('Titre').fill(title);
    await create.getByLabel('Type').selectOption({ label: 'Récurrente' });
    await create.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(create.getByLabel('Fréquence')).toHaveAccessibleDescription('La fréquence est requise pour une tâche récurrente');
    await create.getByLabel('Fréquence').selectOption({ label: 'Mensuel' });
    await create.getByLabel('Client').selectOption({ label: clientName });
    await create.getByLabel('Échéance').fill(inputValue(first, '09:00'));
    await create.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(create).toBeHidden();

    const rows = rowsOf(page, title);
    await expect(rows).toHaveCount(1);
    await expect(rows.getByRole('cell').nth(7)).toHaveText('Mensuel');

    // Done from the list: the next occurrence is announced and takes the row's place.
    await statusSelect(rows, title).selectOption({ label: 'Terminé' });
    await expect(toast(page, `Prochaine occurrence créée pour le ${dayText(second)}`)).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.getByRole('cell').nth(6)).toHaveText(listDate(second, '09:00'));
    await expect(statusSelect(rows, title)).toHaveValue('a_faire');

    // Both are kept: the finished one, shown with the finished tasks, and the one to do.
    await showDone(page).check();
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).getByRole('cell').nth(6)).toHaveText(listDate(first, '09:00'));
    await expect(statusSelect(rows.nth(0), title)).toHaveValue('termine');
    await expect(rows.nth(1).getByRole('cell').nth(6)).toHaveText(listDate(second, '09:00'));
    await expect(statusSelect(rows.nth(1), title)).toHaveValue('a_faire');
    await page.reload();
    await expect(rows).toHaveCount(2);
    await expect(statusSelect(rows.nth(0), title)).toHaveValue('termine');
    await expect(statusSelect(rows.nth(1), title)).toHaveValue('a_faire');

    // Done from the form: the same announcement, one period later again.
    await rows.nth(1).getByRole('button', { name: `Modifier « ${title} »` }).click();
    const edit = formDialog(page, 'Modifier la tâche');
    await expect(edit.getByLabel('Échéance')).toHaveValue(inputValue(second, '09:00'));
    await edit.getByLabel('Statut').selectOption({ label: 'Terminé' });
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(edit).toBeHidden();
    await expect(toast(page, `Prochaine occurrence créée pour le ${dayText(third)}`)).toBeVisible();
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(2).getByRole('cell').nth(6)).toHaveText(listDate(third, '09:00'));
    await expect(statusSelect(rows.nth(2), title)).toHaveValue('a_faire');
    await showDone(page).uncheck();
    await expect(rows).toHaveCount(1);
    await expect(rows.getByRole('cell').nth(6)).toHaveText(listDate(third, '09:00'));
  });

  test('l’assigné reçoit l’email (titre, client, échéance, priorité, lien) et la notification ; le lien ouvre la tâche', async ({
    page,
    baseURL,
    createCollaborateur,
  }) => {
    const tag = uniqueTag();
    const { user: author, clientName } = await freshUser(page, createCollaborateur, tag);
    const assignee = await createCollaborateur(`Julien Morel ${tag}`);
    const due = addMonths({ ...parisToday(), day: 20 }, 1);
    const title = `Révision des comptes ${tag}`;

    await openTasks(page);
    await page.getByRole('button', { name: 'Nouvelle tâche' }).click();
    const create = formDialog(page, 'Nouvelle tâche');
    await create.getByLabel('Titre').fill(title);
    await create.getByLabel('Priorité').selectOption({ label: 'Urgente' });
    await create.getByLabel('Client').selectOption({ label: clientName });
    await create.getByLabel('Assigné à').selectOption({ label: assignee.fullName });
    await create.getByLabel('Échéance').fill(inputValue(due, '14:15'));
    await create.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Tâche créée')).toBeVisible();
    await expect(create).toBeHidden();
    // Assigned to someone else: not in the author's 'Mes tâches', in the Cabinet's.
    await expect(rowsOf(page, title)).toHaveCount(0);

    const mail = await waitForMail({ to: assignee.email, subject: `Nouvelle tâche : ${title}`, timeout: 20_000 });
    expect(mail.text).toContain(`Bonjour ${assignee.fullName},`);
    expect(mail.text).toContain(`${author.fullName} vous a assigné une tâche.`);
    expect(mail.text).toContain(`Tâche : ${title}`);
    expect(mail.text).toContain(`Client : ${clientName}`);
    const dueText = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(due.year, due.month - 1, due.day)),
    );
    expect(mail.text).toMatch(new RegExp(`Échéance : \\p{L}+ ${dueText} à 14:15`, 'u'));
    expect(mail.text).toContain('Priorité : Urgente');
    const link = new RegExp(`${escapeRegExp(`${baseURL}/tasks?tache=`)}([0-9a-f-]{36})`).exec(mail.text);
    expect(link, mail.text).not.toBeNull();
    const [url = '', taskId = ''] = link ?? [];

    const task = await ok<TaskRow>(await page.request.get(`/api/tasks/${taskId}`), 'GET /api/tasks/:id');
    expect(task).toMatchObject({ title, clientName, assigneeName: assignee.fullName, priority: 'urgente' });

    // The link, opened without a session: sign in as the assignee, and the task is open.
    await page.context().clearCookies();
    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(assignee.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(assignee.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    const edit = formDialog(page, 'Modifier la tâche');
    await expect(edit.getByLabel('Titre')).toHaveValue(title);
    await expect(edit.getByLabel('Assigné à')).toHaveValue(assignee.id);
    await edit.getByRole('button', { name: 'Annuler' }).click();
    await expect(edit).toBeHidden();
    await expect(rowsOf(page, title)).toHaveCount(1);

    // The bell: unread, the notification names the task; opening it marks it read and opens the task.
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications (1 non lue)');
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const item = panel.getByRole('button').filter({ hasText: `${author.fullName} vous a assigné « ${title} »` });
    await expect(item).toContainText('Tâche assignée');
    await expect(item).toContainText(`Client : ${clientName}`);
    await expect(item).toContainText('Priorité : Urgente');
    await item.click();
    const reopened = formDialog(page, 'Modifier la tâche');
    await expect(reopened.getByLabel('Titre')).toHaveValue(title);
    await expect(page).toHaveURL(new RegExp(`tache=${taskId}`));
    await reopened.getByRole('button', { name: 'Annuler' }).click();
    await expect(reopened).toBeHidden();
    await expect(bell).toHaveAccessibleName('Notifications');
  });

  test('Cabinet : le filtre Collaborateur montre la charge d’un collègue, le compteur suit, l’URL garde le filtre', async ({
    page,
    createCollaborateur,
  }) => {
    const tag = uniqueTag();
    const { user } = await freshUser(page, createCollaborateur, tag);
    const colleague = await createCollaborateur(`Julien Morel ${tag}`);
    const due = parisInstant(addMonths({ ...parisToday(), day: 12 }, 1), '10:00');
    for (const [title, assignedTo] of [
      [`Mine ${tag}`, user.id],
      [`Sienne A ${tag}`, colleague.id],
      [`Sienne B ${tag}`, colleague.id],
      [`Personne ${tag}`, null],
    ] as const) {
      await createTaskByApi(page, { title, assignedTo, dueDate: due });
    }

    // The tag isolates this test's tasks from what other specs left in the Cabinet.
    await openTasks(page, `?portee=cabinet&recherche=${encodeURIComponent(tag)}`);
    const counter = page.getByText(/^\d[\d\s\u202f]* tâche\(s\)$/);
    await expect(counter).toHaveText('4 tâche(s)');
    const collaborateur = page.getByRole('combobox', { name: 'Collaborateur' });
    await collaborateur.selectOption({ label: colleague.fullName });
    await expect(page).toHaveURL(new RegExp(`collaborateur=${colleague.id}`));
    await expect(counter).toHaveText('2 tâche(s)');
    await expect(rowsOf(page, `Sienne A ${tag}`)).toHaveCount(1);
    await expect(rowsOf(page, `Mine ${tag}`)).toHaveCount(0);

    // A reload keeps the filter, the search and the rows.
    await page.reload();
    await expect(collaborateur).toHaveValue(colleague.id);
    await expect(page.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue(tag);
    await expect(counter).toHaveText('2 tâche(s)');
    await expect(rowsOf(page, `Sienne B ${tag}`)).toHaveCount(1);

    // « Non assignée ».
    await collaborateur.selectOption({ label: 'Non assignée' });
    await expect(counter).toHaveText('1 tâche(s)');
    await expect(rowsOf(page, `Personne ${tag}`)).toHaveCount(1);

    // A task that no longer matches (finished, while finished ones are hidden) leaves the list and the count.
    await collaborateur.selectOption({ label: colleague.fullName });
    await statusSelect(rowsOf(page, `Sienne A ${tag}`), `Sienne A ${tag}`).selectOption({ label: 'Terminé' });
    await expect(rowsOf(page, `Sienne A ${tag}`)).toHaveCount(0);
    await expect(counter).toHaveText('1 tâche(s)');

    // Mes tâches has no Collaborateur filter: it goes with the Cabinet.
    await page.getByRole('group', { name: 'Portée' }).getByRole('button', { name: 'Mes tâches' }).click();
    await expect(collaborateur).toHaveCount(0);
    await expect(page).not.toHaveURL(/collaborateur=/);
    await expect(counter).toHaveText('1 tâche(s)');
    await expect(rowsOf(page, `Mine ${tag}`)).toHaveCount(1);
  });

  test('Statut et Priorité prennent plusieurs valeurs : cases à cocher, URL et compteur', async ({ page, createCollaborateur }) => {
    const tag = uniqueTag();
    const { user } = await freshUser(page, createCollaborateur, tag);
    const due = parisInstant(addMonths({ ...parisToday(), day: 10 }, 1), '09:00');
    for (const [title, status, priority] of [
      [`Afaire urgente ${tag}`, 'a_faire', 'urgente'],
      [`Encours basse ${tag}`, 'en_cours', 'basse'],
      [`Attente haute ${tag}`, 'en_attente', 'haute'],
    ] as const) {
      await createTaskByApi(page, { title, assignedTo: user.id, dueDate: due, status, priority });
    }

    await openTasks(page);
    const counter = page.getByText(/^\d[\d\s\u202f]* tâche\(s\)$/);
    await expect(counter).toHaveText('3 tâche(s)');

    const statut = page.getByRole('button', { name: /^Statut : / });
    await expect(statut).toHaveAccessibleName('Statut : Tous');
    await statut.click();
    const statuses = page.getByRole('group', { name: 'Statut' });
    await statuses.getByRole('checkbox', { name: 'À faire' }).check();
    await statuses.getByRole('checkbox', { name: 'En cours' }).check();
    await page.keyboard.press('Escape');
    await expect(statut).toHaveAccessibleName('Statut : À faire, En cours');
    await expect(page).toHaveURL(/statut=a_faire%2Cen_cours|statut=a_faire,en_cours/);
    await expect(counter).toHaveText('2 tâche(s)');
    await expect(rowsOf(page, `Attente haute ${tag}`)).toHaveCount(0);

    const priorite = page.getByRole('button', { name: /^Priorité : / });
    await priorite.click();
    await page.getByRole('group', { name: 'Priorité' }).getByRole('checkbox', { name: 'Basse' }).check();
    await page.keyboard.press('Escape');
    await expect(counter).toHaveText('1 tâche(s)');
    await expect(rowsOf(page, `Encours basse ${tag}`)).toHaveCount(1);

    // A reload keeps both choices.
    await page.reload();
    await expect(page.getByRole('button', { name: /^Statut : / })).toHaveAccessibleName('Statut : À faire, En cours');
    await expect(page.getByRole('button', { name: /^Priorité : / })).toHaveAccessibleName('Priorité : Basse');
    await expect(counter).toHaveText('1 tâche(s)');
  });

  test('liste paginée : le compteur compte toutes les tâches, la page suivante arrive en défilant', async ({ page, createCollaborateur }) => {
    const tag = uniqueTag();
    const { user } = await freshUser(page, createCollaborateur, tag);
    const first = addMonths({ ...parisToday(), day: 1 }, 1);
    const count = 130;
    const titleOf = (i: number) => `Relance ${String(i).padStart(3, '0')} ${tag}`;
    // Due a minute apart, in title order: the last one is on the second page.
    for (let start = 0; start < count; start += 10) {
      await Promise.all(
        Array.from({ length: Math.min(10, count - start) }, (_, k) => {
          const i = start + k;
          const time = `${String(8 + Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`;
          return createTaskByApi(page, { title: titleOf(i), assignedTo: user.id, dueDate: parisInstant(first, time) });
        }),
      );
    }

    const secondPage = page.waitForRequest((request) => /\/api\/tasks\?.*cursor=/.test(request.url()));
    await openTasks(page);
    await expect(page.getByText(`${count} tâche(s)`)).toBeVisible();
    await expect(rowsOf(page, titleOf(0))).toHaveCount(1);
    await expect(taskTable(page)).toHaveAttribute('aria-rowcount', String(count + 1));
    // Scroll to the end of the loaded rows: the next page comes before it, and with it the last task.
    const body = taskTable(page).getByRole('rowgroup').nth(1);
    await expect
      .poll(async () => {
        await body.evaluate((element) => element.scrollTo(0, element.scrollHeight));
        return rowsOf(page, titleOf(count - 1)).count();
      })
      .toBe(1);
    await secondPage;
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

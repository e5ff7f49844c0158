import { expect, type Locator, type Page } from '@playwright/test';

// The selection bar and its dialogs as a keyboard user reaches them: a control is focused (no
// mouse), then Space, Enter, Tab and the arrows do the rest.

export const selectionBar = (page: Page) => page.getByRole('region', { name: 'Sélection' });

/** A toast (role status) holding this text. */
export const toastWith = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Focuses a control without the mouse, then presses keys on it. */
export async function pressOn(control: Locator, ...keys: string[]): Promise<void> {
  await control.focus();
  for (const key of keys) await control.page().keyboard.press(key);
}

/**
 * Opens a bar action's dialog with Enter, picks `option` in its first select with the arrows
 * (`steps` presses of ArrowDown from the first option), then Tab, Tab, Enter on « Appliquer ».
 */
export async function applyChoice(page: Page, action: string, steps: number): Promise<void> {
  await pressOn(selectionBar(page).getByRole('button', { name: action, exact: true }), 'Enter');
  const dialog = page.getByRole('dialog', { name: action });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox').first()).toBeFocused();
  for (let step = 0; step < steps; step += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Appliquer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

/** « Annuler » on the toast of a bulk write, by keyboard. */
export async function undoFromToast(page: Page, text: string): Promise<void> {
  // The newest toast of that text (an earlier write may still show its own).
  await pressOn(toastWith(page, text).last().getByRole('button', { name: 'Annuler' }), 'Enter');
  await expect(toastWith(page, 'Modification annulée')).toBeVisible();
}

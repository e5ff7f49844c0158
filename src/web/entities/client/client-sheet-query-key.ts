// The open client sheet caches its data under this key, its history and notes below it. Kept out
// of the Clients feature so that whatever learns of a change (live updates, another page's write)
// can refresh the sheet: invalidating ['client-sheet'] refreshes every sheet.
export const clientSheetRootKey = ['client-sheet'] as const;
export const clientSheetQueryKey = (clientId: string) => [...clientSheetRootKey, clientId] as const;
export const clientHistoryQueryKey = (clientId: string) => [...clientSheetQueryKey(clientId), 'history'] as const;

/** The Système tab's counts (Paramètres), which include the notes. */
export const systemInfoQueryKey = ['system'] as const;

/**
 * The journal's key for one obligation: its natural key (client, kind, period), like a Suivi
 * cell's 'client:kind:year'. Stable across regenerations and readable in the Journal
 * (OBLIGATION_JOURNAL in shared/obligations/journal.ts reads it « Échéance TVA CA3 — octobre 2026 »).
 */
export const obligationEntityId = (row: { clientId: string; kind: string; period: string }) => `${row.clientId}:${row.kind}:${row.period}`;

import { sql, type SQL } from 'drizzle-orm';

// One select list for every reader of ObligationRow (the list, a PUT's answer, the client sheet): aliased to the
// API's names, so the driver's rows go out as they come, dates as text (no time zone to shift them).

/** ObligationRow's columns over `client_obligations o JOIN clients c LEFT JOIN users u` (u = who set the status). */
export const obligationRowColumns: SQL = sql`o.id, o.client_id AS "clientId", c.raison_sociale AS "raisonSociale",
  o.kind, o.period, o.label, o.due_date::text AS "dueDate", o.estimated, o.estimate_note AS "estimateNote",
  o.tolerance_date::text AS "toleranceDate", o.status, o.note, o.obsolete, u.full_name AS "statusBy",
  to_char(o.status_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "statusAt"`;

export const obligationRowFrom: SQL = sql`client_obligations o
  JOIN clients c ON c.id = o.client_id
  LEFT JOIN users u ON u.id = o.status_by`;

/** The list's order: by due date, then client, kind (the enum's order) and period. */
export const obligationRowOrder: SQL = sql`o.due_date, c.raison_sociale, o.kind, o.period, o.id`;

/** The client is in the collaborator's portfolio (client_collaborators), like the client lists' « Mes clients ». */
export const inPortfolioOf = (collaboratorId: string): SQL =>
  sql`EXISTS (SELECT 1 FROM client_collaborators cc WHERE cc.client_id = o.client_id AND cc.collaborator_id = ${collaboratorId}::uuid)`;

import { clientFieldsSchema, type ClientFields } from '../../../shared/clients.ts';
import { clients } from '../../db/schema/index.ts';

export type ClientField = keyof ClientFields;

/** The client fields a write names (an import row, a bulk patch, the journal): the shared contract's, in its order. */
export const CLIENT_FIELDS: readonly ClientField[] = clientFieldsSchema.keyof().options;

/**
 * A field's column and PostgreSQL type ('numero_client', 'text'; 'status', 'client_status') as
 * the Drizzle schema declares them: the set-based writers name these columns and cast the arrays
 * they unnest to these types, so a column changed in the schema changes them too.
 */
export const clientColumn = (field: ClientField): { name: string; type: string } => ({ name: clients[field].name, type: clients[field].getSQLType() });

import type { ClientCsvColumnsAnswer } from '../../../../shared/clients-import.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** The export's columns other features own (Conformité's vigilance and lettre_mission_statut), read when « Exporter (CSV) » is clicked. */
export const getClientCsvColumns = () => apiFetch<ClientCsvColumnsAnswer>('/api/clients/csv-columns');

import {
  CLASSIFICATIONS,
  CLIENT_STATUSES,
  CLIENT_STATUS_LABELS,
  type Classification,
  type ClientStatus,
} from '../../../../shared/clients.ts';
import type { Software } from '../../../../shared/software.ts';

// The choices of the status, classification and software cells: the cell editors and the bulk
// actions offer the same ones ('' stands for none).

export const NO_CLASSIFICATION_LABEL = 'Aucune classification';
export const NO_SOFTWARE_LABEL = 'Aucun logiciel';

export type ClientOption = { value: string; label: string };

export const CLASSIFICATION_OPTIONS: readonly ClientOption[] = [
  { value: '', label: NO_CLASSIFICATION_LABEL },
  ...CLASSIFICATIONS.map((value) => ({ value, label: value })),
];

export const STATUS_OPTIONS: readonly ClientOption[] = CLIENT_STATUSES.map((value) => ({ value, label: CLIENT_STATUS_LABELS[value] }));

export const softwareOptions = (software: readonly Software[]): ClientOption[] => [
  { value: '', label: NO_SOFTWARE_LABEL },
  ...software.map((item) => ({ value: item.id, label: item.name })),
];

export const isClassification = (value: string): value is Classification => (CLASSIFICATIONS as readonly string[]).includes(value);
export const isClientStatus = (value: string): value is ClientStatus => (CLIENT_STATUSES as readonly string[]).includes(value);

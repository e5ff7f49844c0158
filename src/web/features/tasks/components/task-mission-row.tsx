import { useClientMissionOptions } from '../../../entities/mission/client-missions-query.ts';
import { SelectRow } from './form-controls.tsx';
import type { FieldProps } from './task-form-fields.tsx';

/** « Mission » (optional): one of the chosen client's missions (Production), which then lists the task. */
export function MissionRow({ values, errors, onChange }: FieldProps) {
  const { options, isPending } = useClientMissionOptions(values.clientId);
  const kept = values.missionId !== '' && !options.some((option) => option.id === values.missionId);
  return (
    <SelectRow
      id="task-mission"
      label="Mission"
      error={errors.missionId}
      value={values.missionId}
      disabled={values.clientId === ''}
      onValueChange={(value) => onChange('missionId', value)}
    >
      <option value="">{values.clientId === '' ? 'Choisissez d’abord un client' : 'Aucune mission'}</option>
      {/* The task's mission keeps an option while the client's list loads. */}
      {kept ? <option value={values.missionId}>{isPending ? 'Chargement…' : 'Mission actuelle'}</option> : null}
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </SelectRow>
  );
}

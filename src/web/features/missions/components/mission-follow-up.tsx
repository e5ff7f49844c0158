import { useState, type FormEvent } from 'react';

import { MISSION_LIMITS, MISSION_MESSAGES, type MissionDetail } from '../../../../shared/missions/api.ts';
import { MISSION_STATUSES, MISSION_STATUS_LABELS, type MissionStatus } from '../../../../shared/missions/statuses.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useUsers } from '../../../entities/user/users-query.ts';
import { MissionBudget } from './mission-budget.tsx';
import { MissionSection, SaveError } from './mission-section.tsx';
import type { MissionSave } from './use-mission-save.ts';

type Props = { mission: MissionDetail; saver: MissionSave };

/** Status (and what the client must provide), responsible, reviewer, budget and « Dépôt en ligne ». */
export function MissionFollowUp({ mission, saver }: Props) {
  return (
    <MissionSection title="Suivi">
      <div className="grid gap-4 sm:grid-cols-2">
        <MissionStatusField key={`${mission.status}|${mission.waitingReason ?? ''}`} mission={mission} saver={saver} />
        <UserField
          id="mission-responsible"
          label="Responsable"
          emptyLabel="Non assigné"
          value={mission.responsibleId}
          error={saver.errorOf('responsible')}
          onChange={(responsibleId) => void saver.save({ responsibleId }, 'responsible')}
        />
        <UserField
          id="mission-reviewer"
          label="Réviseur"
          emptyLabel="Aucun réviseur"
          value={mission.reviewerId}
          error={saver.errorOf('reviewer')}
          onChange={(reviewerId) => void saver.save({ reviewerId }, 'reviewer')}
        />
        <MissionBudget key={mission.budgetHours ?? 'none'} mission={mission} saver={saver} />
      </div>
      <div className="grid gap-1">
        <div className="flex items-center gap-2">
          <input
            id="mission-online-filing"
            type="checkbox"
            className="size-4 cursor-pointer accent-primary"
            checked={mission.onlineFiling}
            aria-describedby="mission-online-filing-hint"
            onChange={(event) => void saver.save({ onlineFiling: event.target.checked }, 'onlineFiling')}
          />
          <Label htmlFor="mission-online-filing">Dépôt en ligne</Label>
        </div>
        <p id="mission-online-filing-hint" className="text-xs text-muted-foreground">
          Les délais « en ligne » du modèle s’appliquent (le dépôt des comptes : deux mois après l’AG au lieu d’un).
        </p>
        <SaveError id="mission-online-filing-error" message={saver.errorOf('onlineFiling')} />
      </div>
    </MissionSection>
  );
}

/**
 * The status; « En attente client » asks what the client must provide before it is saved, the
 * others are saved at once (the server clears the reason).
 */
function MissionStatusField({ mission, saver }: Props) {
  const [status, setStatus] = useState<MissionStatus>(mission.status);
  const [reason, setReason] = useState(mission.waitingReason ?? '');
  const [reasonError, setReasonError] = useState<string>();
  const error = reasonError ?? saver.errorOf('status');

  function handleStatus(value: MissionStatus) {
    setStatus(value);
    setReasonError(undefined);
    if (value !== 'en_attente_client') void saver.save({ status: value }, 'status');
  }

  function handleReason(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const waitingReason = reason.trim();
    const refusal =
      waitingReason === ''
        ? MISSION_MESSAGES.waitingReasonRequired
        : waitingReason.length > MISSION_LIMITS.waitingReason
          ? MISSION_MESSAGES.waitingReasonTooLong
          : undefined;
    setReasonError(refusal);
    if (refusal === undefined) void saver.save({ status: 'en_attente_client', waitingReason }, 'status');
  }

  return (
    <div className="grid content-start gap-1.5 sm:col-span-2">
      <Label htmlFor="mission-status">Statut</Label>
      <Select
        id="mission-status"
        className="sm:max-w-xs"
        value={status}
        aria-describedby={error ? 'mission-status-error' : undefined}
        onChange={(event) => handleStatus(event.target.value as MissionStatus)}
      >
        {MISSION_STATUSES.map((value) => (
          <option key={value} value={value}>
            {MISSION_STATUS_LABELS[value]}
          </option>
        ))}
      </Select>
      {status === 'en_attente_client' ? (
        <form noValidate onSubmit={handleReason} className="flex flex-wrap items-end gap-2">
          <div className="grid min-w-64 flex-1 gap-1.5">
            <Label htmlFor="mission-waiting-reason">Motif d’attente</Label>
            <Input
              id="mission-waiting-reason"
              value={reason}
              maxLength={MISSION_LIMITS.waitingReason}
              placeholder="Ce que le client doit fournir"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'mission-status-error' : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError(undefined);
              }}
            />
          </div>
          <Button type="submit" variant="secondary" pending={saver.isPending('status')}>
            Enregistrer le motif
          </Button>
        </form>
      ) : null}
      <SaveError id="mission-status-error" message={error} />
    </div>
  );
}

type UserFieldProps = {
  id: string;
  label: string;
  emptyLabel: string;
  value: string | null;
  error: string | undefined;
  onChange: (userId: string | null) => void;
};

/** A colleague to choose, saved when chosen. */
function UserField({ id, label, emptyLabel, value, error, onChange }: UserFieldProps) {
  const query = useUsers();
  const users = query.data ?? [];
  const unknown = value !== null && !users.some((user) => user.id === value);
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">{emptyLabel}</option>
        {/* Until the staff list arrives, the value keeps an option. */}
        {unknown ? <option value={value}>{query.isPending ? 'Chargement…' : 'Collaborateur inconnu'}</option> : null}
        {users.map((user) => (
          <option key={user.id} value={user.id}>
            {user.fullName}
          </option>
        ))}
      </Select>
      <SaveError id={`${id}-error`} message={error} />
    </div>
  );
}

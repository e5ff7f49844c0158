import { MISSION_LIMITS, MISSION_MESSAGES, type MissionRow } from '../../../../shared/missions/api.ts';
import type { MissionTemplate } from '../../../../shared/missions/templates.ts';
import type { UserOption } from '../../../../shared/users.ts';
import { BulkChoiceDialog } from '../../../components/selection/bulk-choice-dialog.tsx';
import { BulkTextDialog } from '../../../components/selection/bulk-text-dialog.tsx';
import { namesById } from '../../../components/selection/lib/refused-rows.ts';
import { SelectionBar } from '../../../components/selection/selection-bar.tsx';
import { useBulkWrite } from '../../../components/selection/use-bulk-write.ts';
import type { RowSelection } from '../../../components/selection/use-row-selection.ts';
import { Button } from '../../../components/ui/button.tsx';
import { bulkUpdateMissions, type MissionBulkChange } from '../api/bulk-missions.ts';
import { NO_RESPONSIBLE } from '../../../../shared/missions/list-query.ts';

type MissionsBulkActionsProps = {
  template: MissionTemplate;
  users: readonly UserOption[];
  selection: RowSelection;
  rows: readonly MissionRow[];
};

/** The waiting reason typed for every selected mission: required, 500 characters at most. */
export function parseWaitingReason(text: string): { ok: true; value: string } | { ok: false; message: string } {
  const value = text.trim();
  if (!value) return { ok: false, message: MISSION_MESSAGES.waitingReasonRequired };
  if (value.length > MISSION_LIMITS.waitingReason) return { ok: false, message: MISSION_MESSAGES.waitingReasonTooLong };
  return { ok: true, value };
}

/**
 * The production table's selection bar: « Déplacer vers une étape », « Réassigner », « Mettre en
 * attente client » (with the reason) and « Lever l'attente ». One request, one batch, « Annuler » for 30 s.
 */
export function MissionsBulkActions({ template, users, selection, rows }: MissionsBulkActionsProps) {
  const bulk = useBulkWrite({ entities: ['mission'], nameOf: namesById(rows, (row) => row.id, (row) => row.raisonSociale) });
  const send = (change: MissionBulkChange) => bulk.run(() => bulkUpdateMissions({ missionIds: [...selection.selectedIds], ...change }), selection.clear);
  const stageOptions = template.stages.map((stage) => ({ value: stage.id, label: stage.name }));
  const userOptions = [...users.map((user) => ({ value: user.id, label: user.fullName })), { value: NO_RESPONSIBLE, label: 'Non assigné' }];
  return (
    <SelectionBar selection={selection} pending={bulk.pending}>
      <BulkChoiceDialog label="Déplacer vers une étape" fieldLabel="Étape" options={stageOptions} onApply={(stageId) => send({ stageId })} />
      <BulkChoiceDialog
        label="Réassigner"
        fieldLabel="Responsable"
        options={userOptions}
        onApply={(id) => send({ responsibleId: id === NO_RESPONSIBLE ? null : id })}
      />
      <BulkTextDialog
        label="Mettre en attente client"
        fieldLabel="Ce que le client doit fournir"
        parse={parseWaitingReason}
        onApply={(waitingReason) => send({ status: 'en_attente_client', waitingReason })}
      />
      <Button size="sm" variant="secondary" onClick={() => send({ status: 'en_cours' })}>
        Lever l’attente
      </Button>
    </SelectionBar>
  );
}

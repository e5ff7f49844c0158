import { formatDateFr, parisToday } from '../../../../shared/dates.ts';
import type { MissionDetail } from '../../../../shared/missions/api.ts';
import { isOpenMission } from '../../../../shared/missions/statuses.ts';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { cn } from '../../../lib/cn.ts';
import { MissionSection, SaveError } from './mission-section.tsx';
import type { MissionSave } from './use-mission-save.ts';

type Props = { mission: MissionDetail; saver: MissionSave };
type SheetStage = MissionDetail['stages'][number];

/** The stage being worked on, then every stage with its dates and its checklist. */
export function MissionStages({ mission, saver }: Props) {
  const stageError = saver.errorOf('stage');
  return (
    <MissionSection title="Étapes">
      <div className="grid max-w-sm gap-1.5">
        <Label htmlFor="mission-stage">Étape en cours</Label>
        <Select
          id="mission-stage"
          value={mission.stageId}
          aria-describedby={stageError ? 'mission-stage-error' : 'mission-stage-hint'}
          onChange={(event) => void saver.save({ stageId: event.target.value }, 'stage')}
        >
          {mission.stages.map((stage) => (
            <option key={stage.stageId} value={stage.stageId}>
              {stage.name}
            </option>
          ))}
        </Select>
        <p id="mission-stage-hint" className="text-xs text-muted-foreground">
          Les étapes précédentes non faites sont marquées faites aujourd’hui.
        </p>
        <SaveError id="mission-stage-error" message={stageError} />
      </div>
      <ol aria-label="Étapes de la mission" className="grid gap-2">
        {mission.stages.map((stage, index) => (
          <StageItem key={stage.stageId} mission={mission} stage={stage} position={index + 1} saver={saver} />
        ))}
      </ol>
      <SaveError id="mission-checklist-error" message={saver.errorOf('checklist')} />
    </MissionSection>
  );
}

function StageItem({ mission, stage, position, saver }: Props & { stage: SheetStage; position: number }) {
  const current = stage.stageId === mission.stageId && isOpenMission(mission.status);
  const late = isOpenMission(mission.status) && stage.doneAt === null && stage.targetDate !== null && stage.targetDate < parisToday();
  const ticked = stage.checklist.filter((item) => item.done).length;
  return (
    <li className={cn('grid gap-1.5 rounded-md border px-3 py-2', current ? 'border-primary/40 bg-info-soft' : 'border-border')}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="font-medium">
          {position}. {stage.name}
          {current ? <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">En cours</span> : null}
        </span>
        <StageDates stage={stage} late={late} />
      </div>
      {stage.checklist.length === 0 ? null : current ? (
        <Checklist stage={stage} saver={saver} />
      ) : (
        <details>
          <summary className="cursor-pointer text-sm text-muted-foreground">
            Points de contrôle ({ticked}/{stage.checklist.length})
          </summary>
          <Checklist stage={stage} saver={saver} />
        </details>
      )}
    </li>
  );
}

/** « Cible 31/01/2026 » (red, « en retard », once passed and not done) and « Faite le … par … ». */
function StageDates({ stage, late }: { stage: SheetStage; late: boolean }) {
  return (
    <span className="flex flex-wrap gap-x-3 text-xs tabular-nums">
      <span className={late ? 'font-medium text-red-700' : 'text-muted-foreground'}>
        {stage.targetDate ? `Cible ${formatDateFr(stage.targetDate)}${late ? ' (en retard)' : ''}` : 'Sans date cible'}
      </span>
      {stage.doneAt ? (
        <span className="text-green-700">
          Faite le {formatDateFr(stage.doneAt)}
          {stage.doneByName ? ` par ${stage.doneByName}` : ''}
        </span>
      ) : null}
    </span>
  );
}

function Checklist({ stage, saver }: { stage: SheetStage; saver: MissionSave }) {
  return (
    <ul aria-label={`Points de contrôle : ${stage.name}`} className="grid gap-1 pt-1">
      {stage.checklist.map((item, index) => {
        const id = `mission-check-${stage.stageId}-${index}`;
        return (
          <li key={id} className="flex items-start gap-2 text-sm">
            <input
              id={id}
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary"
              checked={item.done}
              onChange={(event) => void saver.save({ checklist: [{ stageId: stage.stageId, index, done: event.target.checked }] }, 'checklist')}
            />
            <label htmlFor={id} className={cn('cursor-pointer', item.done ? 'text-muted-foreground line-through' : undefined)}>
              {item.label}
            </label>
          </li>
        );
      })}
    </ul>
  );
}

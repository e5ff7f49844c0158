import { useState } from 'react';

import { MISSION_MESSAGES, type MissionDetail } from '../../../../shared/missions/api.ts';
import { CommitInput } from '../../../components/commit-input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { formatHours, readBudget } from '../lib/budget-text.ts';
import { SaveError } from './mission-section.tsx';
import type { MissionSave } from './use-mission-save.ts';

/** « Budget (heures) »: saved on Enter or on leaving the field, Escape puts the saved one back. */
export function MissionBudget({ mission, saver }: { mission: MissionDetail; saver: MissionSave }) {
  const saved = mission.budgetHours === null ? '' : formatHours(mission.budgetHours);
  const [text, setText] = useState(saved);
  const [refusal, setRefusal] = useState<string>();
  const error = refusal ?? saver.errorOf('budget');

  function handleCommit() {
    const budgetHours = readBudget(text);
    if (budgetHours === undefined) {
      setRefusal(MISSION_MESSAGES.budgetInvalid);
      return;
    }
    setRefusal(undefined);
    if (budgetHours !== mission.budgetHours) void saver.save({ budgetHours }, 'budget');
  }

  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor="mission-budget">Budget (heures)</Label>
      <CommitInput
        id="mission-budget"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        messageId={error ? 'mission-budget-error' : undefined}
        onValueChange={(value) => {
          setText(value);
          setRefusal(undefined);
        }}
        onCommit={handleCommit}
        onCancel={() => {
          setText(saved);
          setRefusal(undefined);
        }}
      />
      <SaveError id="mission-budget-error" message={error} />
    </div>
  );
}

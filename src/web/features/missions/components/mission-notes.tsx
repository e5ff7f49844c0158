import { useState, type FormEvent } from 'react';

import { MISSION_LIMITS, MISSION_MESSAGES, type MissionDetail } from '../../../../shared/missions/api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { MissionSection, SaveError } from './mission-section.tsx';
import type { MissionSave } from './use-mission-save.ts';

/**
 * The mission's notes, saved by « Enregistrer les notes »: what is being typed stays until then,
 * even when a colleague's change refreshes the sheet.
 */
export function MissionNotes({ mission, saver }: { mission: MissionDetail; saver: MissionSave }) {
  const saved = mission.notes ?? '';
  const [text, setText] = useState(saved);
  const [refusal, setRefusal] = useState<string>();
  const error = refusal ?? saver.errorOf('notes');
  const changed = text !== saved;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.length > MISSION_LIMITS.notes) {
      setRefusal(MISSION_MESSAGES.notesTooLong);
      return;
    }
    void saver.save({ notes: text.trim() === '' ? null : text }, 'notes');
  }

  return (
    <MissionSection title="Notes">
      <form noValidate onSubmit={handleSubmit} className="grid gap-2">
        <Textarea
          aria-label="Notes de la mission"
          rows={4}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'mission-notes-error' : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setRefusal(undefined);
          }}
        />
        <SaveError id="mission-notes-error" message={error} />
        <div>
          <Button type="submit" variant="secondary" size="sm" disabled={!changed} pending={saver.isPending('notes')}>
            Enregistrer les notes
          </Button>
        </div>
      </form>
    </MissionSection>
  );
}

import { useId } from 'react';

import type { ComplianceFile } from '../../../../shared/compliance/api.ts';
import {
  RISK_CRITERIA,
  RISK_CRITERION_LABELS,
  RISK_FACTS,
  RISK_LEVEL_LABELS,
  RISK_LEVELS,
  VIGILANCE_LABELS,
  VIGILANCE_LEVELS,
  vigilanceRank,
  type RiskCriterion,
  type RiskLevel,
} from '../../../../shared/compliance/vigilance.ts';
import { formatDateFr } from '../../../../shared/dates.ts';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useSaveKyc } from '../api/save-file.ts';
import { allowedLevels, checkRisk, riskDraftOf, riskOutcome, setLevel, toggleFact } from '../lib/risk-draft.ts';
import { DateField } from './date-field.tsx';
import { FileSection } from './file-section.tsx';
import { useFileForm } from './use-file-form.ts';

type RiskFormProps = { clientId: string; kyc: ComplianceFile['kyc'] };

const FORM_FIELDS = { vigilance: '', justification: '', assessedAt: '', risk: '' };

/**
 * « Évaluation du risque »: the four criteria, each with its facts and level; the level they
 * propose; another level with its justification, never below the minimum a high criterion sets.
 */
export function RiskForm({ clientId, kyc }: RiskFormProps) {
  const id = useId();
  const save = useSaveKyc(clientId);
  const { draft, shown, change, submit } = useFileForm(() => riskDraftOf(kyc), save, checkRisk);
  const outcome = riskOutcome(draft);
  const note = kyc.vigilance
    ? `Vigilance ${VIGILANCE_LABELS[kyc.vigilance].toLowerCase()}, évaluée le ${formatDateFr(kyc.assessedAt)}${kyc.assessedByName ? ` par ${kyc.assessedByName}` : ''}`
    : 'Vigilance non évaluée';

  return (
    <FileSection
      id={`${id}-title`}
      title="Évaluation du risque"
      note={note}
      save={save}
      fields={FORM_FIELDS}
      onSubmit={submit}
    >
      {RISK_CRITERIA.map((criterion) => (
        <CriterionFields
          key={criterion}
          criterion={criterion}
          level={draft.assessment[criterion].level}
          facts={draft.assessment[criterion].facts}
          onFact={(fact, on) => change({ assessment: toggleFact(draft.assessment, criterion, fact, on) })}
          onLevel={(level) => change({ assessment: setLevel(draft.assessment, criterion, level) })}
        />
      ))}
      <p role="status" className="text-sm font-medium">
        Niveau proposé : {VIGILANCE_LABELS[outcome.proposed]}
      </p>
      <div className="grid max-w-xs gap-1.5">
        <Label htmlFor={`${id}-level`}>Niveau de vigilance retenu</Label>
        <Select
          id={`${id}-level`}
          value={outcome.level}
          aria-invalid={shown.vigilance ? true : undefined}
          aria-describedby={shown.vigilance ? `${id}-level-error` : undefined}
          onChange={(event) => {
            const level = VIGILANCE_LEVELS.find((candidate) => candidate === event.target.value) ?? null;
            change({ chosen: level === outcome.proposed ? null : level });
          }}
        >
          {VIGILANCE_LEVELS.map((level) => (
            <option key={level} value={level} disabled={vigilanceRank(level) < vigilanceRank(outcome.minimum)}>
              {VIGILANCE_LABELS[level]}
              {level === outcome.proposed ? ' (proposé)' : ''}
            </option>
          ))}
        </Select>
        {shown.vigilance ? (
          <p id={`${id}-level-error`} className="text-sm text-destructive">
            {shown.vigilance}
          </p>
        ) : null}
      </div>
      {outcome.differs || draft.justification !== '' ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-justification`}>Justification{outcome.differs ? ' du niveau retenu' : ''}</Label>
          <Textarea
            id={`${id}-justification`}
            value={draft.justification}
            aria-invalid={shown.justification ? true : undefined}
            aria-describedby={shown.justification ? `${id}-justification-error` : undefined}
            onChange={(event) => change({ justification: event.target.value })}
          />
          {shown.justification ? (
            <p id={`${id}-justification-error`} className="text-sm text-destructive">
              {shown.justification}
            </p>
          ) : null}
        </div>
      ) : null}
      <DateField id={`${id}-assessed`} label="Évaluée le" value={draft.assessedAt} error={shown.assessedAt} onChange={(assessedAt) => change({ assessedAt })} />
    </FileSection>
  );
}

type CriterionFieldsProps = {
  criterion: RiskCriterion;
  level: RiskLevel;
  facts: readonly string[];
  onFact: (fact: string, on: boolean) => void;
  onLevel: (level: RiskLevel) => void;
};

/** One criterion: its facts as checkboxes, then its level (none below what the facts imply). */
function CriterionFields({ criterion, level, facts, onFact, onLevel }: CriterionFieldsProps) {
  const id = useId();
  const allowed = allowedLevels(criterion, facts);
  return (
    <fieldset className="grid gap-2 rounded-md border border-border px-3 py-2">
      <legend className="px-1 text-sm font-medium">{RISK_CRITERION_LABELS[criterion]}</legend>
      {RISK_FACTS.filter((fact) => fact.criterion === criterion).map((fact) => (
        <label key={fact.id} className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-0.5 size-4 accent-primary" checked={facts.includes(fact.id)} onChange={(event) => onFact(fact.id, event.target.checked)} />
          {fact.label}
        </label>
      ))}
      <div className="flex items-center gap-2">
        <Label htmlFor={`${id}-level`}>Risque {RISK_CRITERION_LABELS[criterion].toLowerCase()}</Label>
        <Select
          id={`${id}-level`}
          className="w-32"
          value={level}
          onChange={(event) => {
            const next = RISK_LEVELS.find((candidate) => candidate === event.target.value);
            if (next) onLevel(next);
          }}
        >
          {RISK_LEVELS.map((candidate) => (
            <option key={candidate} value={candidate} disabled={!allowed.includes(candidate)}>
              {RISK_LEVEL_LABELS[candidate]}
            </option>
          ))}
        </Select>
      </div>
    </fieldset>
  );
}

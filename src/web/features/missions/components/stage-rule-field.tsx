import {
  describeRule,
  RULE_OBLIGATION_KINDS,
  RULE_OBLIGATION_LABELS,
  type RuleObligationKind,
  type RuleUnit,
  type StageRule,
} from '../../../../shared/missions/rules.ts';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';

const RULE_TYPE_LABELS: Record<StageRule['type'], string> = {
  after_closing: 'Après la clôture',
  after_previous: 'Après l’étape précédente',
  obligation: 'L’échéance du client',
  none: 'Sans date cible',
};

type Delay = Extract<StageRule, { type: 'after_closing' | 'after_previous' }>;

/** The rule of another type, keeping the delay typed so far when both have one. */
function ruleOfType(type: StageRule['type'], current: StageRule): StageRule {
  const delay = current.type === 'after_closing' || current.type === 'after_previous' ? { amount: current.amount, unit: current.unit } : { amount: 1, unit: 'months' as const };
  if (type === 'after_closing' || type === 'after_previous') return { type, ...delay };
  if (type === 'obligation') return { type, kind: 'liasse' };
  return { type: 'none' };
}

/** '' while the field is empty: the schema then refuses it in French. */
const readAmount = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const showAmount = (amount: number | undefined) => (amount === undefined || Number.isNaN(amount) ? '' : String(amount));

type StageRuleFieldProps = {
  /** The ids' prefix ('stage-3'). */
  idPrefix: string;
  stageLabel: string;
  rule: StageRule;
  /** The first stage has no previous one. */
  first: boolean;
  errors: string[];
  onChange: (rule: StageRule) => void;
};

/** A stage's target date: after the closing or the previous stage (with its online delay), one of the client's échéances, or none. */
export function StageRuleField({ idPrefix, stageLabel, rule, first, errors, onChange }: StageRuleFieldProps) {
  const errorId = `${idPrefix}-rule-error`;
  const summaryId = `${idPrefix}-rule-summary`;
  const describedBy = errors.length > 0 ? `${summaryId} ${errorId}` : summaryId;
  return (
    <fieldset className="grid gap-2 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">Date cible de « {stageLabel} »</legend>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${idPrefix}-rule-type`}>Règle</Label>
          <Select
            id={`${idPrefix}-rule-type`}
            value={rule.type}
            aria-describedby={describedBy}
            onChange={(event) => onChange(ruleOfType(event.target.value as StageRule['type'], rule))}
          >
            {(Object.keys(RULE_TYPE_LABELS) as StageRule['type'][])
              .filter((type) => !first || type !== 'after_previous' || rule.type === 'after_previous')
              .map((type) => (
                <option key={type} value={type}>
                  {RULE_TYPE_LABELS[type]}
                </option>
              ))}
          </Select>
        </div>
        {rule.type === 'after_closing' || rule.type === 'after_previous' ? (
          <DelayFields idPrefix={idPrefix} rule={rule} describedBy={describedBy} onChange={onChange} />
        ) : null}
        {rule.type === 'obligation' ? (
          <div className="grid gap-1.5">
            <Label htmlFor={`${idPrefix}-rule-kind`}>Échéance</Label>
            <Select
              id={`${idPrefix}-rule-kind`}
              value={rule.kind}
              aria-describedby={describedBy}
              onChange={(event) => onChange({ type: 'obligation', kind: event.target.value as RuleObligationKind })}
            >
              {RULE_OBLIGATION_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {RULE_OBLIGATION_LABELS[kind]}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
      </div>
      <p id={summaryId} className="text-sm text-muted-foreground">
        {Number.isNaN(rule.type === 'after_closing' || rule.type === 'after_previous' ? rule.amount : 0) ? 'Délai à indiquer' : describeRule(rule)}
      </p>
      {errors.length > 0 ? (
        <p id={errorId} className="text-sm text-destructive">
          {errors.join(' ; ')}
        </p>
      ) : null}
    </fieldset>
  );
}

type DelayFieldsProps = { idPrefix: string; rule: Delay; describedBy: string; onChange: (rule: StageRule) => void };

/** How many days or months, and the delay when the mission is filed online (optional). */
function DelayFields({ idPrefix, rule, describedBy, onChange }: DelayFieldsProps) {
  return (
    <>
      <div className="grid w-24 gap-1.5">
        <Label htmlFor={`${idPrefix}-rule-amount`}>Délai</Label>
        <Input
          id={`${idPrefix}-rule-amount`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={showAmount(rule.amount)}
          aria-describedby={describedBy}
          onChange={(event) => onChange({ ...rule, amount: readAmount(event.target.value) })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-rule-unit`}>Unité</Label>
        <Select id={`${idPrefix}-rule-unit`} value={rule.unit} onChange={(event) => onChange({ ...rule, unit: event.target.value as RuleUnit })}>
          <option value="days">jours</option>
          <option value="months">mois</option>
        </Select>
      </div>
      <div className="grid w-40 gap-1.5">
        <Label htmlFor={`${idPrefix}-rule-online`}>Si dépôt en ligne</Label>
        <Input
          id={`${idPrefix}-rule-online`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          placeholder="Même délai"
          value={showAmount(rule.onlineAmount)}
          aria-describedby={describedBy}
          onChange={(event) => {
            const { onlineAmount: _dropped, ...rest } = rule;
            onChange(event.target.value.trim() === '' ? rest : { ...rule, onlineAmount: readAmount(event.target.value) });
          }}
        />
      </div>
    </>
  );
}

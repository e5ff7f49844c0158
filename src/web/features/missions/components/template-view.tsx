import { describeRule } from '../../../../shared/missions/rules.ts';
import { MISSION_KIND_LABELS } from '../../../../shared/missions/statuses.ts';
import type { MissionTemplate } from '../../../../shared/missions/templates.ts';

/** A template as a colleague who is not an admin reads it: its stages in order, each with its rule and checklist. */
export function TemplateView({ template }: { template: MissionTemplate }) {
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{MISSION_KIND_LABELS[template.kind]}</p>
      <ol aria-label={`Étapes de « ${template.name} »`} className="grid gap-2">
        {template.stages.map((stage, index) => (
          <li key={stage.id} className="grid gap-1 rounded-lg border border-border bg-surface p-3">
            <span className="font-medium">
              {index + 1}. {stage.name}
            </span>
            <span className="text-sm text-muted-foreground">{describeRule(stage.rule)}</span>
            {stage.checklist.length > 0 ? (
              <ul aria-label={`Points de contrôle de « ${stage.name} »`} className="ml-5 list-disc text-sm">
                {stage.checklist.map((item, itemIndex) => (
                  <li key={itemIndex}>{item}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

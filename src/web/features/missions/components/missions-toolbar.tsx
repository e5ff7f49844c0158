import { Columns3, Table2 } from 'lucide-react';
import { useId } from 'react';

import type { MissionTemplate } from '../../../../shared/missions/templates.ts';
import { Label } from '../../../components/ui/label.tsx';
import { SegmentedToggle } from '../../../components/ui/segmented-toggle.tsx';
import { Select } from '../../../components/ui/select.tsx';
import type { MissionView } from '../missions-search.ts';

const VIEW_OPTIONS = [
  { value: 'colonnes', label: 'Colonnes', icon: Columns3 },
  { value: 'tableau', label: 'Tableau', icon: Table2 },
] as const;

/** The exercises offered: three years back, the current one and the next, and the URL's own. */
export function exerciseYears(current: number, chosen: number): number[] {
  const years = new Set([current - 3, current - 2, current - 1, current, current + 1, chosen]);
  return [...years].sort((a, b) => b - a);
}

type MissionsToolbarProps = {
  templates: readonly MissionTemplate[];
  templateId: string;
  onTemplateChange: (id: string) => void;
  year: number;
  currentYear: number;
  onYearChange: (year: number) => void;
  view: MissionView;
  onViewChange: (view: MissionView) => void;
};

/** What the page shows: the template, the exercise (closing year), and the board or the table. */
export function MissionsToolbar(props: MissionsToolbarProps) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-template`}>Modèle</Label>
        <Select id={`${id}-template`} value={props.templateId} onChange={(event) => props.onTemplateChange(event.target.value)} className="w-64">
          {props.templates.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-year`}>Exercices clos en</Label>
        <Select id={`${id}-year`} value={String(props.year)} onChange={(event) => props.onYearChange(Number(event.target.value))} className="w-32">
          {exerciseYears(props.currentYear, props.year).map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </Select>
      </div>
      <div className="ml-auto">
        <SegmentedToggle label="Affichage" options={VIEW_OPTIONS} value={props.view} onChange={props.onViewChange} />
      </div>
    </div>
  );
}

import { cn } from '../../../lib/cn.ts';
import { formatPercent, type ProgressPoint } from '../lib/progress-series.ts';

type ProgressTableProps = {
  points: readonly ProgressPoint[];
  stageNames: readonly string[];
  /** Shown to everyone (« Voir le tableau »), or to screen readers only beside the chart. */
  visible: boolean;
};

const cell = 'px-3 py-1.5 text-right tabular-nums whitespace-nowrap';

/** The chart's figures as a table: a row per week, per stage this year's share and last year's at the same week. */
export function ProgressTable({ points, stageNames, visible }: ProgressTableProps) {
  const hasPrevious = points.some((point) => point.previous !== null);
  return (
    <div data-testid="progress-table" className={visible ? 'max-h-96 overflow-auto rounded-lg border border-border' : 'sr-only'}>
      <table className="w-full text-sm">
        <caption className="sr-only">Avancement : part des missions ayant passé chaque étape, semaine par semaine{hasPrevious ? ', et l’an dernier à la même semaine' : ''}</caption>
        <thead className="sticky top-0 bg-muted text-xs text-muted-foreground">
          <tr>
            <th scope="col" rowSpan={hasPrevious ? 2 : 1} className="px-3 py-2 text-left font-medium">
              Semaine
            </th>
            {stageNames.map((name) => (
              <th key={name} scope="colgroup" colSpan={hasPrevious ? 2 : 1} className="px-3 py-2 text-right font-medium">
                {name}
              </th>
            ))}
          </tr>
          {hasPrevious ? (
            <tr>
              {stageNames.map((name) => [
                <th key={`${name}-c`} scope="col" className="px-3 py-1 text-right font-normal">
                  Cette année
                </th>,
                <th key={`${name}-p`} scope="col" className="px-3 py-1 text-right font-normal">
                  L’an dernier
                </th>,
              ])}
            </tr>
          ) : null}
        </thead>
        <tbody className="divide-y divide-border">
          {points.map((point) => (
            <tr key={point.week}>
              <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap">
                {point.label}
              </th>
              {point.current.map((value, stage) => [
                <td key={`c${stage}`} className={cn(cell, 'font-medium')}>
                  {formatPercent(value)}
                </td>,
                hasPrevious ? (
                  <td key={`p${stage}`} className={cn(cell, 'text-muted-foreground')}>
                    {formatPercent(point.previous?.[stage] ?? null)}
                  </td>
                ) : null,
              ])}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

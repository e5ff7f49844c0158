import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { formatPercent, type ProgressPoint } from '../lib/progress-series.ts';

// recharts is this file's alone, and this file is loaded lazily (missions-progress.tsx): the
// Production page's first content does not wait for the chart library.

/** One colour per stage, this year's line solid and last year's dashed in the same colour. */
const STAGE_COLOURS = ['#2563eb', '#16a34a', '#d97706', '#dc2626', '#7c3aed', '#0891b2', '#db2777', '#4b5563'];
const colourOf = (stage: number) => STAGE_COLOURS[stage % STAGE_COLOURS.length];

type ProgressChartProps = { points: readonly ProgressPoint[]; stageNames: readonly string[] };

/**
 * The share of the campaign's missions past each stage, week by week, and last year's campaign at
 * the same week as dashed lines. Drawn for the eye: screen readers read the same figures in the
 * table beside it, so the chart is hidden from them.
 */
export function ProgressChart({ points, stageNames }: ProgressChartProps) {
  const data = points.map((point) => {
    const row: Record<string, number | string | null> = { week: `S${point.week}`, label: point.label };
    point.current.forEach((value, stage) => (row[`c${stage}`] = value));
    point.previous?.forEach((value, stage) => (row[`p${stage}`] = value));
    return row;
  });
  const hasPrevious = points.some((point) => point.previous !== null);
  return (
    <div aria-hidden="true" data-testid="progress-chart" className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e5e7eb" />
          <XAxis dataKey="week" tick={{ fontSize: 12 }} />
          <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tickFormatter={(value: number) => `${value} %`} tick={{ fontSize: 12 }} width={48} />
          <Tooltip
            labelFormatter={(_week, payload) => String(payload[0]?.payload.label ?? '')}
            formatter={(value) => formatPercent(typeof value === 'number' ? value : null)}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {stageNames.map((name, stage) => (
            <Line key={`c${stage}`} dataKey={`c${stage}`} name={name} stroke={colourOf(stage)} strokeWidth={2} dot={false} isAnimationActive={false} />
          ))}
          {hasPrevious
            ? stageNames.map((name, stage) => (
                <Line
                  key={`p${stage}`}
                  dataKey={`p${stage}`}
                  name={`${name} (l’an dernier)`}
                  stroke={colourOf(stage)}
                  strokeDasharray="5 4"
                  strokeOpacity={0.7}
                  dot={false}
                  legendType="none"
                  isAnimationActive={false}
                />
              ))
            : null}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

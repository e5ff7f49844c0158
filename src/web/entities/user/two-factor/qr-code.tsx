import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * A QR code drawn as SVG from its module matrix (no image, no inline markup: the CSP stays strict).
 * One path of unit squares, with a quiet zone of 4 modules for phone cameras.
 */
export function QrCode({ value, label, size = 192 }: { value: string; label: string; size?: number }) {
  const { path, width } = useMemo(() => {
    const { data } = encode(value, { ecc: 'M', border: 4 });
    const squares = data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : [])));
    return { path: squares.join(''), width: data.length };
  }, [value]);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${width} ${width}`} width={size} height={size} shapeRendering="crispEdges" className="rounded-md border border-border bg-white">
      <path d={path} fill="#000" />
    </svg>
  );
}

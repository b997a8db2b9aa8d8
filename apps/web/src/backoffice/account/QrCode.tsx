import { encode } from 'uqr';

/**
 * A QR code as inline SVG, computed in the browser (no image service, nothing leaves the page):
 * one path of unit squares, with a 4-module quiet zone.
 */
export function QrCode({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  const qr = encode(value, { ecc: 'M', border: 4 });
  let d = '';
  qr.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      className="rounded border border-slate-200 bg-white"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}

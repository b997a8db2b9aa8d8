/**
 * Draws a simple SVG logo into a PDF page with pdf-lib's path operators: `rect` (also rounded),
 * `circle` and `path` with solid fill and stroke colours, inside one `viewBox`. Anything else
 * (gradients, text, transforms, images, groups with attributes, CSS) makes it decline, so a logo
 * is either drawn as designed or left out, never half-drawn. Only logos from our own web root
 * come here (records/service.ts).
 */
import { LineCapStyle, type PDFPage, rgb } from 'pdf-lib';

interface Shape {
  d: string;
  fill?: ReturnType<typeof rgb>;
  stroke?: ReturnType<typeof rgb>;
  strokeWidth: number;
  round: boolean;
}

const ALLOWED = new Set(['svg', 'rect', 'circle', 'path', 'title', 'desc']);

function attrs(s: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of s.matchAll(/([a-zA-Z:-]+)\s*=\s*"([^"]*)"/g)) out[m[1] as string] = m[2] as string;
  return out;
}

function colour(v: string | undefined): ReturnType<typeof rgb> | undefined | null {
  if (v === undefined || v === 'none') return undefined;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(v.trim());
  if (!hex) return null; // a colour we do not understand
  const h = (hex[1] as string).length === 3 ? [...(hex[1] as string)].map((c) => c + c).join('') : (hex[1] as string);
  return rgb(
    Number.parseInt(h.slice(0, 2), 16) / 255,
    Number.parseInt(h.slice(2, 4), 16) / 255,
    Number.parseInt(h.slice(4, 6), 16) / 255,
  );
}

const num = (v: string | undefined, d = 0) => {
  const n = Number(v ?? d);
  return Number.isFinite(n) ? n : Number.NaN;
};

/** The shapes of a supported SVG, and its viewBox; null when it uses anything we do not draw. */
export function parseSvgLogo(svg: string): { box: [number, number, number, number]; shapes: Shape[] } | null {
  if (svg.length > 50_000 || /<style|<script|style\s*=|transform\s*=|url\(/i.test(svg)) return null;
  const tags = [...svg.matchAll(/<([a-zA-Z][\w:-]*)([^>]*)>/g)];
  if (!tags.length || tags.some((t) => !ALLOWED.has((t[1] as string).toLowerCase()))) return null;
  const root = attrs(tags[0]?.[2] ?? '');
  const box = (root.viewBox ?? `0 0 ${root.width ?? ''} ${root.height ?? ''}`)
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box.length !== 4 || box.some((n) => !Number.isFinite(n)) || (box[2] ?? 0) <= 0 || (box[3] ?? 0) <= 0) return null;
  const shapes: Shape[] = [];
  for (const [, tag, rest] of tags.slice(1)) {
    const a = attrs(rest ?? '');
    let d: string;
    if (tag === 'rect') {
      const [x, y, w, h] = [num(a.x), num(a.y), num(a.width), num(a.height)];
      const r = Math.min(num(a.rx ?? a.ry), w / 2, h / 2) || 0;
      d = r
        ? `M${x + r} ${y}H${x + w - r}A${r} ${r} 0 0 1 ${x + w} ${y + r}V${y + h - r}A${r} ${r} 0 0 1 ${x + w - r} ${y + h}H${x + r}A${r} ${r} 0 0 1 ${x} ${y + h - r}V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`
        : `M${x} ${y}H${x + w}V${y + h}H${x}Z`;
    } else if (tag === 'circle') {
      const [cx, cy, r] = [num(a.cx), num(a.cy), num(a.r)];
      d = `M${cx - r} ${cy}A${r} ${r} 0 1 0 ${cx + r} ${cy}A${r} ${r} 0 1 0 ${cx - r} ${cy}Z`;
    } else if (tag === 'path') {
      d = a.d ?? '';
    } else continue;
    if (!d || d.includes('NaN')) return null;
    const fill = colour(a.fill ?? '#000000'); // SVG's default fill is black
    const stroke = colour(a.stroke);
    if (fill === null || stroke === null) return null;
    shapes.push({ d, fill, stroke, strokeWidth: num(a['stroke-width'], 1), round: a['stroke-linecap'] === 'round' });
  }
  return shapes.length ? { box: box as [number, number, number, number], shapes } : null;
}

/** Draws the logo with its top-left corner at (x, top), fitting `size` × `size`; false when declined. */
export function drawSvgLogo(page: PDFPage, svg: string, x: number, top: number, size: number): boolean {
  const parsed = parseSvgLogo(svg);
  if (!parsed) return false;
  const [minX, minY, w, h] = parsed.box;
  const scale = size / Math.max(w, h);
  for (const s of parsed.shapes) {
    page.drawSvgPath(s.d, {
      x: x - minX * scale,
      y: top + minY * scale,
      scale,
      color: s.fill,
      borderColor: s.stroke,
      borderWidth: s.stroke ? s.strokeWidth : 0,
      borderLineCap: s.round ? LineCapStyle.Round : undefined,
    });
  }
  return true;
}

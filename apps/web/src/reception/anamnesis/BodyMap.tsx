import type { Option } from '@praxisdesk/domain/anamnesisQuestions';
import { cx } from '../../ui/cx';
import { useTexts } from '../i18n';

/**
 * Where each region sits on the front-view figure (viewBox 200×400). The patient's right is
 * on the viewer's left, as on a person facing you.
 */
const spots: Record<string, [number, number]> = {
  kopf: [100, 32],
  nacken: [100, 66],
  'schulter-rechts': [64, 88],
  'schulter-links': [136, 88],
  brust: [100, 112],
  ruecken: [100, 160],
  'ellenbogen-rechts': [50, 150],
  'ellenbogen-links': [150, 150],
  'hand-rechts': [38, 212],
  'hand-links': [162, 212],
  'hufte-rechts': [80, 208],
  'hufte-links': [120, 208],
  'knie-rechts': [80, 292],
  'knie-links': [120, 292],
  'fuss-rechts': [78, 378],
  'fuss-links': [122, 378],
};

/**
 * The 16 regions as real checkboxes (keyboard and screen reader), plus a figure that can be
 * clicked for the same choice. The figure is hidden from assistive technology: the list is
 * the accessible way and the figure only mirrors it.
 */
export function BodyMap({
  regions,
  value,
  onChange,
  labelledBy,
}: {
  /** The body regions with their labels in the patient's language. */
  regions: readonly Option[];
  value: string[];
  onChange: (v: string[]) => void;
  labelledBy: string;
}) {
  const t = useTexts().anamnesis;
  const toggle = (id: string) => onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  return (
    <div className="grid gap-4 sm:grid-cols-[180px_1fr]">
      <svg
        viewBox="0 0 200 400"
        aria-hidden="true"
        className="mx-auto h-72 w-auto text-slate-400 sm:h-80"
        data-testid="body-figure"
      >
        <title>{t.bodyMapFigure}</title>
        <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
          <circle cx="100" cy="32" r="22" />
          <path d="M100 54v18M64 88h72M70 88l-4 120h68l-4-120M64 88l-14 62-12 62M136 88l14 62 12 62M80 208l0 84-2 86M120 208l0 84 2 86" />
        </g>
        {regions.map((r) => {
          const [cx_, cy] = spots[r.value] ?? [0, 0];
          const on = value.includes(r.value);
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: hidden from assistive technology, mirrors the list
            <circle
              key={r.value}
              cx={cx_}
              cy={cy}
              r="11"
              data-region={r.value}
              onClick={() => toggle(r.value)}
              className={cx(
                'cursor-pointer stroke-2',
                on ? 'fill-brand-600 stroke-brand-800' : 'fill-white stroke-slate-500 hover:fill-brand-100',
              )}
            />
          );
        })}
      </svg>
      <fieldset aria-labelledby={labelledBy}>
        <p className="mb-2 text-sm text-slate-700" aria-live="polite">
          {t.selected(value.length)}
        </p>
        <ul className="grid grid-cols-2 gap-2">
          {regions.map((r) => (
            <li key={r.value}>
              <label className="flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={value.includes(r.value)}
                  onChange={() => toggle(r.value)}
                />
                {r.label}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </div>
  );
}

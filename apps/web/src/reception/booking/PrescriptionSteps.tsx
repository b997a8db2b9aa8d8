import { germanSections } from '@praxisdesk/domain/i18n/sections';
import {
  berlinToday,
  DIAGNOSIS_GROUPS,
  FREQUENCY_SUGGESTIONS,
  germanDate,
  heilmittelOf,
  PRESCRIPTION_KEYS,
  type Prescription,
  plausibilityHints,
  prescriptionFromFormData,
  type TherapyArea,
  therapyAreaCodes,
  therapyAreaLabels,
  treatmentDeadline,
} from '@praxisdesk/domain/prescriptionCatalogue';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useSection } from '../i18n';
import { inputClass, labelClass } from '../styles';

const K = PRESCRIPTION_KEYS;
/** Input names of the fields that are lists in form_data (icdCodes, remedies). */
const ICD_INPUTS = ['icdCode1', 'icdCode2'] as const;
const REMEDY_INPUTS = ['remedy1', 'remedy2', 'remedy3'] as const;
const STEP_INPUTS = new Set<string>([...ICD_INPUTS, ...REMEDY_INPUTS]);

/**
 * The manual form's values with the Muster 13 inputs turned into their documented form_data
 * keys (docs/prescriptions.md): lists for ICD codes and Heilmittel, a number of units, yes/no
 * as booleans; what was left empty is left out.
 */
export function withPrescription(values: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) if (!STEP_INPUTS.has(k) && v !== '') out[k] = v;
  const icd = ICD_INPUTS.map((k) => values[k]?.trim()).filter((v): v is string => !!v);
  const remedies = REMEDY_INPUTS.map((k) => values[k]?.trim()).filter((v): v is string => !!v);
  if (icd.length) out[K.icd] = icd;
  if (remedies.length) out[K.remedies] = remedies;
  const units = Number(values[K.units]);
  if (values[K.units] && Number.isInteger(units) && units > 0) out[K.units] = units;
  else delete out[K.units];
  for (const k of [K.homeVisit, K.report, K.urgent]) {
    if (values[k] === 'ja') out[k] = true;
    else if (values[k] === 'nein') out[k] = false;
    else delete out[k];
  }
  return out;
}

function Labelled({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: (ids: { id: string; hintId?: string }) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({ id, hintId })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

function YesNo({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const t = useSection('prescription', germanSections.prescription);
  return (
    <fieldset>
      <legend className={labelClass}>{label}</legend>
      <div className="mt-1 flex flex-wrap gap-4">
        {(
          [
            ['ja', t.yes],
            ['nein', t.no],
            ['', t.unknown],
          ] as const
        ).map(([v, text]) => (
          <label key={v || 'unknown'} className="inline-flex items-center gap-2 text-slate-800">
            <input
              type="radio"
              name={name}
              value={v}
              checked={value === v}
              onChange={() => onChange(v)}
              className="size-4 accent-brand-700"
            />
            {text}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The Muster 13 fields as three optional steps after the spec's required fields. Every input
 * is in the form at all times (steps not shown are hidden, not removed), so "Anfrage senden"
 * sends what was entered on any step. Plausibility hints appear as the patient types and never
 * block sending.
 */
export function PrescriptionSteps() {
  const t = useSection('prescription', germanSections.prescription);
  const labels = t.labels;
  const [step, setStep] = useState(0);
  const stepLabel = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);
  // A step change moves focus to the step's title (the button pressed may be gone on the new step).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change
  useEffect(() => {
    if (moved.current) stepLabel.current?.focus();
  }, [step]);
  const go = (next: number) => {
    moved.current = true;
    setStep(next);
  };
  const [v, setV] = useState<Record<string, string>>({});
  const set = (k: string) => (value: string) => setV((prev) => ({ ...prev, [k]: value }));
  const on = (k: string) => (e: { target: { value: string } }) => set(k)(e.target.value);
  const area = (therapyAreaCodes as readonly string[]).includes(v[K.area] ?? '')
    ? (v[K.area] as TherapyArea)
    : undefined;
  const p: Prescription = prescriptionFromFormData(withPrescription(v));
  const today = berlinToday();
  const hints = plausibilityHints(p, today, t.hints);
  const deadline = treatmentDeadline(p.prescriptionDate, p.urgent === true);
  const groups = area ? DIAGNOSIS_GROUPS[area] : Object.values(DIAGNOSIS_GROUPS).flat();
  const primary = heilmittelOf(area, 'vorrangig');
  const supplementary = heilmittelOf(area, 'ergaenzend');
  const frequencyList = useId();
  const steps = t.stepTitles.length;

  return (
    <fieldset className="space-y-4" data-testid="prescription-steps">
      <legend className="mb-2 text-lg font-semibold text-slate-900">{t.sectionTitle}</legend>
      <p className="text-sm text-slate-700">{t.sectionIntro}</p>
      <p ref={stepLabel} tabIndex={-1} className="font-medium text-slate-900 outline-none" aria-live="polite">
        {t.step(step + 1, steps, t.stepTitles[step] ?? '')}
      </p>

      <div hidden={step !== 0} className="space-y-4">
        <Labelled label={labels.prescriptionDate} hint={t.dateHint}>
          {({ id, hintId }) => (
            <input
              id={id}
              name={K.date}
              type="date"
              aria-describedby={hintId}
              value={v[K.date] ?? ''}
              onChange={on(K.date)}
              className={inputClass}
            />
          )}
        </Labelled>
        <YesNo name={K.urgent} label={t.urgentLabel} value={v[K.urgent] ?? ''} onChange={set(K.urgent)} />
        <p className="text-sm text-slate-600">{t.urgentHint}</p>
      </div>

      <div hidden={step !== 1} className="space-y-4">
        <Labelled label={labels.therapyArea}>
          {({ id }) => (
            <select id={id} name={K.area} value={v[K.area] ?? ''} onChange={on(K.area)} className={inputClass}>
              <option value="">{t.areaPlaceholder}</option>
              {therapyAreaCodes.map((a) => (
                <option key={a} value={a}>
                  {therapyAreaLabels[a]}
                </option>
              ))}
            </select>
          )}
        </Labelled>
        <Labelled label={labels.diagnosisGroup} hint={t.groupHint}>
          {({ id, hintId }) => (
            <select
              id={id}
              name={K.diagnosisGroup}
              aria-describedby={hintId}
              value={v[K.diagnosisGroup] ?? ''}
              onChange={on(K.diagnosisGroup)}
              className={inputClass}
            >
              <option value="">{t.groupPlaceholder}</option>
              {groups.map((g) => (
                <option key={g.code} value={g.code}>
                  {g.code} – {g.label}
                </option>
              ))}
            </select>
          )}
        </Labelled>
        <div className="grid gap-4 sm:grid-cols-2">
          {ICD_INPUTS.map((name, i) => (
            <Labelled key={name} label={t.icdLabel(i + 1)} hint={i === 0 ? t.icdHint : undefined}>
              {({ id, hintId }) => (
                <input
                  id={id}
                  name={name}
                  aria-describedby={hintId}
                  autoComplete="off"
                  maxLength={20}
                  value={v[name] ?? ''}
                  onChange={on(name)}
                  className={inputClass}
                />
              )}
            </Labelled>
          ))}
        </div>
      </div>

      <div hidden={step !== 2} className="space-y-4">
        {REMEDY_INPUTS.map((name, i) => (
          <Labelled key={name} label={t.remedyLabel(i + 1)}>
            {({ id }) => (
              <select id={id} name={name} value={v[name] ?? ''} onChange={on(name)} className={inputClass}>
                <option value="">{t.remedyPlaceholder}</option>
                {primary.map((h) => (
                  <option key={`${h.area}-${h.code}`} value={h.code}>
                    {h.code} – {h.label}
                  </option>
                ))}
              </select>
            )}
          </Labelled>
        ))}
        {supplementary.length > 0 && (
          <Labelled label={labels.supplementaryRemedy}>
            {({ id }) => (
              <select
                id={id}
                name={K.supplementary}
                value={v[K.supplementary] ?? ''}
                onChange={on(K.supplementary)}
                className={inputClass}
              >
                <option value="">{t.remedyPlaceholder}</option>
                {supplementary.map((h) => (
                  <option key={`${h.area}-${h.code}`} value={h.code}>
                    {h.code} – {h.label}
                  </option>
                ))}
              </select>
            )}
          </Labelled>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Labelled label={labels.treatmentUnits} hint={t.unitsHint}>
            {({ id, hintId }) => (
              <input
                id={id}
                name={K.units}
                inputMode="numeric"
                aria-describedby={hintId}
                value={v[K.units] ?? ''}
                onChange={on(K.units)}
                className={inputClass}
              />
            )}
          </Labelled>
          <Labelled label={labels.therapyFrequency} hint={t.frequencyHint}>
            {({ id, hintId }) => (
              <>
                <input
                  id={id}
                  name={K.frequency}
                  list={frequencyList}
                  maxLength={40}
                  aria-describedby={hintId}
                  value={v[K.frequency] ?? ''}
                  onChange={on(K.frequency)}
                  className={inputClass}
                />
                <datalist id={frequencyList}>
                  {FREQUENCY_SUGGESTIONS.map((f) => (
                    <option key={f} value={f} />
                  ))}
                </datalist>
              </>
            )}
          </Labelled>
        </div>
        <YesNo name={K.homeVisit} label={labels.homeVisit} value={v[K.homeVisit] ?? ''} onChange={set(K.homeVisit)} />
        <YesNo name={K.report} label={labels.therapyReport} value={v[K.report] ?? ''} onChange={set(K.report)} />
      </div>

      {deadline && (
        <p className="rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900" data-testid="prescription-deadline">
          {t.deadlineNote(germanDate(deadline))}
        </p>
      )}
      <div role="status" aria-live="polite">
        {hints.length > 0 && (
          <div className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            <p className="font-medium">{t.hintsTitle}</p>
            <ul className="list-inside list-disc">
              {hints.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          </div>
        )}
      </div>

      <div className="flex gap-3">
        {step > 0 && (
          <button
            type="button"
            onClick={() => go(step - 1)}
            className="rounded-md border border-slate-300 bg-white px-4 py-2 text-slate-800 hover:bg-slate-100"
          >
            {t.back}
          </button>
        )}
        {step < steps - 1 && (
          <button
            type="button"
            onClick={() => go(step + 1)}
            className="rounded-md border border-brand-700 bg-white px-4 py-2 font-medium text-brand-800 hover:bg-brand-50"
          >
            {t.next}
          </button>
        )}
      </div>
    </fieldset>
  );
}

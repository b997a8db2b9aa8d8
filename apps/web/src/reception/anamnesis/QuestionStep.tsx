import type { Option, Question } from '@praxisdesk/domain/anamnesisQuestions';
import { useId } from 'react';
import { useTexts } from '../i18n';
import { inputClass, labelClass, textLinkClass } from '../styles';
import { RLink, useTenant } from '../tenant';
import { BodyMap } from './BodyMap';
import type { Answer, ChecksText, ConsentText, YesNoText } from './steps';

const choice =
  'flex items-center gap-3 rounded-md border border-slate-300 bg-white px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50';

/** One question of the anamnesis, by its kind; the h2 above names the group (labelledBy). */
export function QuestionStep({
  question: q,
  value,
  onChange,
  labelledBy,
  describedBy,
}: {
  question: Question;
  value: Answer | undefined;
  onChange: (a: Answer) => void;
  labelledBy: string;
  describedBy?: string;
}) {
  const t = useTexts().anamnesis;
  const id = useId();
  switch (q.kind) {
    case 'bodyMap':
      return (
        <BodyMap
          regions={q.options ?? []}
          value={(value as string[]) ?? []}
          onChange={onChange}
          labelledBy={labelledBy}
        />
      );
    case 'scale':
      return (
        <fieldset aria-labelledby={labelledBy} aria-describedby={describedBy}>
          <div className="grid grid-cols-5 gap-2 sm:grid-cols-10">
            {Array.from({ length: 10 }, (_, i) => i + 1).map((n) => (
              <label key={n} className={`${choice} justify-center font-medium`}>
                <input
                  type="radio"
                  name={`${id}-scale`}
                  className="size-4 accent-brand-700"
                  checked={value === n}
                  onChange={() => onChange(n)}
                />
                {n}
              </label>
            ))}
          </div>
          <p className="mt-2 flex justify-between text-sm text-slate-600" aria-hidden="true">
            <span>1 = {t.painScaleLow}</span>
            <span>10 = {t.painScaleHigh}</span>
          </p>
        </fieldset>
      );
    case 'radio':
    case 'yesNo':
      return (
        <fieldset aria-labelledby={labelledBy} aria-describedby={describedBy}>
          <Choices
            type="radio"
            name={`${id}-r`}
            options={q.options ?? []}
            checked={(v) => value === v}
            onToggle={(v) => onChange(v)}
          />
        </fieldset>
      );
    case 'checkbox':
      return (
        <fieldset aria-labelledby={labelledBy} aria-describedby={describedBy}>
          <Choices
            type="checkbox"
            name={`${id}-c`}
            options={q.options ?? []}
            checked={(v) => ((value as string[]) ?? []).includes(v)}
            onToggle={(v) => onChange(toggled((value as string[]) ?? [], v))}
          />
        </fieldset>
      );
    case 'yesNoText': {
      const a = (value as YesNoText) ?? { radio: '', text: '' };
      return (
        <div className="space-y-4">
          <fieldset aria-labelledby={labelledBy} aria-describedby={describedBy}>
            <Choices
              type="radio"
              name={`${id}-yn`}
              options={q.options ?? []}
              checked={(v) => a.radio === v}
              onToggle={(v) => onChange({ ...a, radio: v as YesNoText['radio'] })}
            />
          </fieldset>
          <div>
            <label htmlFor={`${id}-text`} className={labelClass}>
              {t.details} {q.hint ? `(${q.hint})` : ''}
            </label>
            <textarea
              id={`${id}-text`}
              name={`${q.id}Details`}
              className={`${inputClass} min-h-[100px]`}
              value={a.text}
              onChange={(e) => onChange({ ...a, text: e.target.value })}
            />
          </div>
        </div>
      );
    }
    case 'checkboxText': {
      const a = (value as ChecksText) ?? { checkboxes: [], text: '' };
      return (
        <div className="space-y-4">
          <fieldset aria-labelledby={labelledBy} aria-describedby={describedBy}>
            <Choices
              type="checkbox"
              name={`${id}-ct`}
              options={q.options ?? []}
              checked={(v) => a.checkboxes.includes(v)}
              onToggle={(v) => onChange({ ...a, checkboxes: toggled(a.checkboxes, v) })}
            />
          </fieldset>
          <div>
            <label htmlFor={`${id}-text`} className={labelClass}>
              {t.otherTreatments}
            </label>
            <input
              id={`${id}-text`}
              className={inputClass}
              value={a.text}
              onChange={(e) => onChange({ ...a, text: e.target.value })}
            />
          </div>
        </div>
      );
    }
    case 'consentText':
      return <Expectations id={id} value={value as ConsentText | undefined} onChange={onChange} />;
  }
}

function Expectations({
  id,
  value,
  onChange,
}: {
  id: string;
  value: ConsentText | undefined;
  onChange: (a: ConsentText) => void;
}) {
  const texts = useTexts();
  const t = texts.anamnesis;
  const { config } = useTenant();
  const a = value ?? { text: '', checkbox: false };
  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={`${id}-text`} className={labelClass}>
          {t.expectationsText}
        </label>
        <textarea
          id={`${id}-text`}
          name="expectationsText"
          required
          className={`${inputClass} min-h-[120px]`}
          value={a.text}
          onChange={(e) => onChange({ ...a, text: e.target.value })}
        />
      </div>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-check`}
          name="expectationsCheck"
          type="checkbox"
          required
          className="mt-1 size-5 shrink-0 accent-brand-700"
          checked={a.checkbox}
          onChange={(e) => onChange({ ...a, checkbox: e.target.checked })}
        />
        <div className="text-sm text-slate-700">
          <label htmlFor={`${id}-check`}>{t.expectationsConsent}</label>{' '}
          {config.privacyPolicyUrl ? (
            <a className={textLinkClass} href={config.privacyPolicyUrl}>
              {texts.fields.consentPrivacyLink}
            </a>
          ) : (
            <RLink className={textLinkClass} to="/datenschutz">
              {texts.fields.consentPrivacyLink}
            </RLink>
          )}
        </div>
      </div>
    </div>
  );
}

const toggled = (list: string[], v: string) => (list.includes(v) ? list.filter((x) => x !== v) : [...list, v]);

function Choices({
  type,
  name,
  options,
  checked,
  onToggle,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  options: Option[];
  checked: (v: string) => boolean;
  onToggle: (v: string) => void;
}) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {options.map((o) => (
        <li key={o.value}>
          <label className={choice}>
            <input
              type={type}
              name={name}
              value={o.value}
              className="size-5 accent-brand-700"
              checked={checked(o.value)}
              onChange={() => onToggle(o.value)}
            />
            {o.label}
          </label>
        </li>
      ))}
    </ul>
  );
}

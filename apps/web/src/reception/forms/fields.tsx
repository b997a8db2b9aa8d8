/**
 * Form building blocks of the reception: every input has a real label, hints are tied to it
 * with aria-describedby, and validation is the browser's (required, type=email/tel/date) as
 * the spec says.
 */

import { publicPaths } from '@praxisdesk/domain/publicConstants';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { cx } from '../../ui/cx';
import { useTexts } from '../i18n';
import { inputClass, labelClass, textLinkClass } from '../styles';
import { RLink, useTenant } from '../tenant';

interface FieldProps {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  type?: 'text' | 'tel' | 'email' | 'date';
  autoComplete?: string;
  multiline?: boolean;
  /** Tailwind min-height class for multi-line fields, e.g. 'min-h-[120px]'. */
  minHeight?: string;
  defaultValue?: string;
}

export function Field({
  name,
  label,
  hint,
  required,
  type = 'text',
  autoComplete,
  multiline,
  minHeight = 'min-h-[100px]',
  defaultValue,
}: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {multiline ? (
        <textarea
          id={id}
          name={name}
          required={required}
          aria-describedby={hintId}
          defaultValue={defaultValue}
          className={cx(inputClass, minHeight)}
        />
      ) : (
        <input
          id={id}
          name={name}
          type={type}
          required={required}
          autoComplete={autoComplete}
          aria-describedby={hintId}
          defaultValue={defaultValue}
          className={inputClass}
        />
      )}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** Name, phone, e-mail and — when the practice has more than one — the location. */
export function ContactFields({ nameLabel }: { nameLabel?: string }) {
  const t = useTexts().fields;
  return (
    <>
      <Field name="name" label={nameLabel ?? t.name} required autoComplete="name" />
      <Field name="phone" label={t.phone} type="tel" required autoComplete="tel" />
      <Field name="email" label={t.email} type="email" required autoComplete="email" />
      <LocationField />
    </>
  );
}

export function LocationField() {
  const t = useTexts().fields;
  const { config } = useTenant();
  const id = useId();
  if (config.locations.length <= 1) return null;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {t.location}
      </label>
      <select id={id} name="location" required defaultValue={config.locations[0]} className={inputClass}>
        {config.locations.map((l) => (
          <option key={l} value={l}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The required privacy consent with a link to the practice's privacy policy (else ours). */
export function Consent() {
  const t = useTexts().fields;
  const { config } = useTenant();
  const id = useId();
  const privacy = config.privacyPolicyUrl;
  return (
    <div className="flex items-start gap-3">
      <input id={id} name="consent" type="checkbox" required className="mt-1 size-5 shrink-0 accent-brand-700" />
      <div className="text-sm text-slate-700">
        <label htmlFor={id}>{t.consent}</label>{' '}
        <span>
          {t.consentMore}{' '}
          {privacy ? (
            <a className={textLinkClass} href={privacy}>
              {t.consentPrivacyLink}
            </a>
          ) : (
            <RLink className={textLinkClass} to="/datenschutz">
              {t.consentPrivacyLink}
            </RLink>
          )}
          .
        </span>
      </div>
    </div>
  );
}

/**
 * Bot signals that travel with every form: the documented honeypot (invisible and unreachable
 * for people, filled in by bots) and `_ts`, a signed render timestamp from the server, so a
 * form sent within seconds of being shown is recognised as automated.
 */
export function Honeypot() {
  const t = useTexts().fields;
  const [stamp, setStamp] = useState('');
  useEffect(() => {
    let cancelled = false;
    fetch(publicPaths.formToken, { cache: 'no-store' })
      .then((r) => (r.ok ? r.json() : null))
      .then((body: { token?: unknown } | null) => {
        if (!cancelled && typeof body?.token === 'string') setStamp(body.token);
      })
      .catch(() => {}); // without a stamp the form still works; it is only a spam signal
    return () => {
      cancelled = true;
    };
  }, []);
  return (
    <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
      <label>
        {t.honeypot}
        <input type="text" name="website_url" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
      <input type="hidden" name="_ts" value={stamp} />
    </div>
  );
}

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

export function RequiredNote() {
  const t = useTexts().fields;
  return <p className="text-sm text-slate-600">{t.requiredNote}</p>;
}

/**
 * The form's fields as the endpoint expects them: strings, the consent box left out, the
 * location set to the only one when the practice has exactly one.
 */
export function readForm(form: HTMLFormElement, locations: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string' && key !== 'consent') out[key] = value.trim();
  }
  if (locations.length === 1 && locations[0]) out.location = locations[0];
  return out;
}

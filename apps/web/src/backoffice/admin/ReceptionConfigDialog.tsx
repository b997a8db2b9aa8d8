import {
  type AdminTenant,
  languageInfo,
  offeredLanguages,
  RECEPTION_LANGUAGES,
  type ReceptionConfig,
  receptionConfig,
  uiErrors,
} from '@praxisdesk/domain';
import { useState } from 'react';
import { useSaveReceptionConfig } from '../../api/admin';
import { Checkbox, SelectField, TextAreaField, TextField } from '../../ui';
import { FormDialog } from './FormDialog';
import { receptionLink } from './snippets';
import { adminTexts } from './texts';

const t = adminTexts.receptionConfig;
type TextKey = keyof typeof t.fields;
type ListKey = 'locations' | 'primaryServices' | 'additionalServices';

const groups: { title: string; text: TextKey[]; lists?: ListKey[] }[] = [
  {
    title: t.sections.wording,
    text: [
      'welcomeTitle',
      'welcomeSubtitle',
      'companyName',
      'fullCompanyName',
      'companyType',
      'practiceType',
      'appointmentType',
      'treatmentType',
      'providerType',
      'bookAppointmentCTA',
      'askQuestionCTA',
      'cancelAppointmentCTA',
      'logoUrl',
      'logoAlt',
    ],
  },
  { title: t.sections.contact, text: ['website', 'phone', 'email', 'contactPhone', 'contactEmail'] },
  { title: t.sections.locations, text: [], lists: ['locations', 'primaryServices', 'additionalServices'] },
  { title: t.sections.legal, text: ['privacyPolicyUrl', 'imprintUrl'] },
];

const lines = (v: string) =>
  v
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Editor of the tenant's online reception (packages/domain receptionConfig): wording,
 * contact data, locations and services, opening hours, feature flags, business type.
 */
export function ReceptionConfigDialog({
  tenant,
  onClose,
  onSaved,
}: {
  tenant: AdminTenant;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const save = useSaveReceptionConfig();
  const [config, setConfig] = useState<ReceptionConfig>(tenant.receptionConfig);
  const [listText, setListText] = useState({
    locations: tenant.receptionConfig.locations.join('\n'),
    primaryServices: tenant.receptionConfig.primaryServices.join('\n'),
    additionalServices: tenant.receptionConfig.additionalServices.join('\n'),
    openingHours: tenant.receptionConfig.openingHours.times.join('\n'),
  });
  const set = <K extends keyof ReceptionConfig>(key: K, value: ReceptionConfig[K]) =>
    setConfig((c) => ({ ...c, [key]: value }));

  const submit = (fail: (error: unknown) => void) => {
    const parsed = receptionConfig.safeParse({
      ...config,
      locations: lines(listText.locations),
      primaryServices: lines(listText.primaryServices),
      additionalServices: lines(listText.additionalServices),
      openingHours: { times: lines(listText.openingHours) },
    });
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? '');
      return `Bitte prüfen Sie das Feld „${t.fields[field as TextKey] ?? field}“.`;
    }
    save.mutate({ id: tenant.id, receptionConfig: parsed.data }, { onSuccess: () => onSaved(t.saved), onError: fail });
    return null;
  };

  return (
    <FormDialog
      title={t.title(tenant.name)}
      onClose={onClose}
      size="xl"
      className="space-y-6"
      failed={uiErrors.tenantUpdate}
      busy={save.isPending}
      onSubmit={submit}
      footerStart={
        <a
          href={receptionLink(window.location.origin, tenant.slug)}
          target="_blank"
          rel="noopener noreferrer"
          className="mr-auto self-center text-sm font-medium text-brand-800 underline"
        >
          {t.preview} <span className="sr-only">{t.previewHint}</span>
        </a>
      }
    >
      <SelectField
        label={t.businessType}
        value={config.businessType === 'medical' ? 'medical' : 'fitness'}
        onChange={(e) => set('businessType', e.target.value)}
      >
        <option value="medical">{t.medical}</option>
        <option value="fitness">{t.nonMedical}</option>
      </SelectField>
      {groups.map((g) => (
        <fieldset key={g.title} className="space-y-3">
          <legend className="mb-2 font-semibold text-slate-900">{g.title}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {g.text.map((key) => (
              <TextField
                key={key}
                label={t.fields[key]}
                value={String(config[key as keyof ReceptionConfig] ?? '')}
                onChange={(e) => set(key as keyof ReceptionConfig, e.target.value as never)}
              />
            ))}
            {g.lists?.map((key) => (
              <TextAreaField
                key={key}
                label={t.fields[key]}
                hint={t.listHint}
                value={listText[key]}
                onChange={(e) => setListText((l) => ({ ...l, [key]: e.target.value }))}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <TextAreaField
        label={t.fields.serviceDescription}
        value={config.serviceDescription}
        onChange={(e) => set('serviceDescription', e.target.value)}
      />
      <TextAreaField
        label={t.fields.openingHours}
        hint={t.listHint}
        value={listText.openingHours}
        onChange={(e) => setListText((l) => ({ ...l, openingHours: e.target.value }))}
      />
      <fieldset className="space-y-2">
        <legend className="mb-2 font-semibold text-slate-900">{t.sections.features}</legend>
        {(Object.keys(t.features) as (keyof typeof t.features)[]).map((key) => (
          <Checkbox
            key={key}
            className="flex"
            label={t.features[key]}
            checked={config.features[key]}
            onChange={(e) => set('features', { ...config.features, [key]: e.target.checked })}
          />
        ))}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-1 font-semibold text-slate-900">{t.languages}</legend>
        <p className="text-sm text-slate-600">{t.languagesHint}</p>
        {RECEPTION_LANGUAGES.map((l) => (
          <Checkbox
            key={l}
            className="flex"
            label={l === 'de' ? languageInfo[l].german : `${languageInfo[l].german} (${languageInfo[l].native})`}
            checked={l === 'de' || config.languages.includes(l)}
            disabled={l === 'de'}
            onChange={(e) =>
              set(
                'languages',
                offeredLanguages(e.target.checked ? [...config.languages, l] : config.languages.filter((x) => x !== l)),
              )
            }
          />
        ))}
      </fieldset>
    </FormDialog>
  );
}

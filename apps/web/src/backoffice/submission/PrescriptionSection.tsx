/**
 * The detail page's prescription card (issue 20): the start-by deadline, staff's "Rezeptdaten
 * erfassen" form for the Muster 13 fields (stored encrypted with the submission; plausibility
 * hints never block saving) and the record documents (PDF, FHIR).
 */
import {
  berlinToday,
  DIAGNOSIS_GROUPS,
  deadlineOf,
  FREQUENCY_SUGGESTIONS,
  germanDate,
  heilmittelOf,
  type Prescription,
  type PrescriptionData,
  plausibilityHints,
  prescriptionFromFormData,
  prescriptionLabels,
  prescriptionRows,
  type SubmissionDetail,
  type TherapyArea,
  prescriptionTexts as t,
  therapyAreaCodes,
  therapyAreaLabels,
} from '@praxisdesk/domain';
import { type FormEvent, useId, useState } from 'react';
import { fhirUrl, pdfUrl, useSavePrescriptionData } from '../../api/submissions';
import { DeadlineBadge } from '../../submission/badges';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { DownloadLink } from '../../ui/DownloadLink';
import { Checkbox, SelectField, TextField } from '../../ui/Field';

type Draft = Record<string, string>;

const toDraft = (p: Prescription): Draft => ({
  prescriptionDate: p.prescriptionDate ?? '',
  therapyArea: p.therapyArea ?? '',
  diagnosisGroup: p.diagnosisGroup ?? '',
  icd1: p.icdCodes?.[0] ?? '',
  icd2: p.icdCodes?.[1] ?? '',
  remedy1: p.remedies?.[0] ?? '',
  remedy2: p.remedies?.[1] ?? '',
  remedy3: p.remedies?.[2] ?? '',
  supplementaryRemedy: p.supplementaryRemedy ?? '',
  treatmentUnits: p.treatmentUnits !== undefined ? String(p.treatmentUnits) : '',
  therapyFrequency: p.therapyFrequency ?? '',
  homeVisit: p.homeVisit === undefined ? '' : p.homeVisit ? 'ja' : 'nein',
  therapyReport: p.therapyReport === undefined ? '' : p.therapyReport ? 'ja' : 'nein',
  urgent: p.urgent ? 'ja' : '',
});

/** The draft as the API takes it: empty fields left out. */
function fromDraft(d: Draft): PrescriptionData {
  const s = (k: string) => d[k]?.trim() || undefined;
  const list = (...ks: string[]) => ks.map(s).filter((x): x is string => !!x);
  const yn = (k: string) => (d[k] === 'ja' ? true : d[k] === 'nein' ? false : undefined);
  const units = Number(d.treatmentUnits);
  const out: PrescriptionData = {
    prescriptionDate: s('prescriptionDate'),
    therapyArea: (therapyAreaCodes as readonly string[]).includes(d.therapyArea ?? '')
      ? (d.therapyArea as TherapyArea)
      : undefined,
    diagnosisGroup: s('diagnosisGroup'),
    icdCodes: list('icd1', 'icd2'),
    remedies: list('remedy1', 'remedy2', 'remedy3'),
    supplementaryRemedy: s('supplementaryRemedy'),
    treatmentUnits: d.treatmentUnits?.trim() && Number.isFinite(units) ? units : undefined,
    therapyFrequency: s('therapyFrequency'),
    homeVisit: yn('homeVisit'),
    therapyReport: yn('therapyReport'),
    urgent: d.urgent === 'ja' ? true : undefined,
  };
  if (!out.icdCodes?.length) delete out.icdCodes;
  if (!out.remedies?.length) delete out.remedies;
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as PrescriptionData;
}

function PrescriptionForm({ submission, onDone }: { submission: SubmissionDetail; onDone: () => void }) {
  const save = useSavePrescriptionData();
  const start = submission.prescriptionData ?? prescriptionFromFormData(submission.formData);
  const [d, setD] = useState<Draft>(() => toDraft(start));
  const set = (k: string) => (e: { target: { value: string } }) => setD((prev) => ({ ...prev, [k]: e.target.value }));
  const area = (therapyAreaCodes as readonly string[]).includes(d.therapyArea ?? '')
    ? (d.therapyArea as TherapyArea)
    : undefined;
  const data = fromDraft(d);
  const hints = plausibilityHints(data, berlinToday());
  const groups = area ? DIAGNOSIS_GROUPS[area] : Object.values(DIAGNOSIS_GROUPS).flat();
  const frequencyList = useId();

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    save.mutate({ id: submission.id, data }, { onSuccess: onDone });
  }

  const yesNo = (k: 'homeVisit' | 'therapyReport') => (
    <SelectField label={prescriptionLabels[k]} value={d[k]} onChange={set(k)}>
      <option value="">–</option>
      <option value="ja">{t.yes}</option>
      <option value="nein">{t.no}</option>
    </SelectField>
  );

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label={t.keyTitle}>
      <p className="text-sm text-slate-600">{t.keyIntro}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={prescriptionLabels.prescriptionDate}
          type="date"
          value={d.prescriptionDate}
          onChange={set('prescriptionDate')}
        />
        <Checkbox
          className="self-end pb-2"
          label={prescriptionLabels.urgent}
          checked={d.urgent === 'ja'}
          onChange={(e) => setD((prev) => ({ ...prev, urgent: e.target.checked ? 'ja' : '' }))}
        />
        <SelectField label={prescriptionLabels.therapyArea} value={d.therapyArea} onChange={set('therapyArea')}>
          <option value="">–</option>
          {therapyAreaCodes.map((a) => (
            <option key={a} value={a}>
              {therapyAreaLabels[a]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={prescriptionLabels.diagnosisGroup}
          value={d.diagnosisGroup}
          onChange={set('diagnosisGroup')}
        >
          <option value="">–</option>
          {groups.map((g) => (
            <option key={g.code} value={g.code}>
              {g.code} – {g.label}
            </option>
          ))}
        </SelectField>
        <TextField label={`${t.icdLabel(1)}`} value={d.icd1} onChange={set('icd1')} maxLength={20} />
        <TextField label={`${t.icdLabel(2)}`} value={d.icd2} onChange={set('icd2')} maxLength={20} />
        {(['remedy1', 'remedy2', 'remedy3'] as const).map((k, i) => (
          <SelectField key={k} label={t.remedyLabel(i + 1)} value={d[k]} onChange={set(k)}>
            <option value="">–</option>
            {heilmittelOf(area, 'vorrangig').map((h) => (
              <option key={`${h.area}-${h.code}`} value={h.code}>
                {h.code} – {h.label}
              </option>
            ))}
          </SelectField>
        ))}
        <SelectField
          label={prescriptionLabels.supplementaryRemedy}
          value={d.supplementaryRemedy}
          onChange={set('supplementaryRemedy')}
        >
          <option value="">–</option>
          {heilmittelOf(area, 'ergaenzend').map((h) => (
            <option key={`${h.area}-${h.code}`} value={h.code}>
              {h.code} – {h.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label={prescriptionLabels.treatmentUnits}
          inputMode="numeric"
          value={d.treatmentUnits}
          onChange={set('treatmentUnits')}
          maxLength={2}
        />
        <TextField
          label={prescriptionLabels.therapyFrequency}
          list={frequencyList}
          value={d.therapyFrequency}
          onChange={set('therapyFrequency')}
          maxLength={40}
        />
        <datalist id={frequencyList}>
          {FREQUENCY_SUGGESTIONS.map((f) => (
            <option key={f} value={f} />
          ))}
        </datalist>
        {yesNo('homeVisit')}
        {yesNo('therapyReport')}
      </div>
      <div role="status" aria-live="polite">
        {hints.length > 0 && (
          <Alert tone="warning">
            <ul className="list-inside list-disc">
              {hints.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          </Alert>
        )}
      </div>
      {save.isError && (
        <Alert>{save.error instanceof Error && save.error.message ? save.error.message : t.keyFailed}</Alert>
      )}
      <div className="flex gap-3">
        <Button type="submit" busy={save.isPending}>
          {t.keySave}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t.keyCancel}
        </Button>
      </div>
    </form>
  );
}

export function PrescriptionSection({ submission: s }: { submission: SubmissionDetail }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const keyed = s.prescriptionData && Object.keys(s.prescriptionData).length ? s.prescriptionData : null;
  const deadline = s.treatmentDeadline ?? deadlineOf(s.formData, keyed);
  const isPrescription = s.formType === 'prescription';
  const hasAnamnesis = s.formType === 'anamnese' || s.hasAnamnese;
  return (
    <div className="mt-6 flex flex-col gap-6">
      {isPrescription && (
        <Card
          title={t.keyTitle}
          actions={
            !editing && (
              <Button
                variant="secondary"
                onClick={() => {
                  setEditing(true);
                  setSaved(false);
                }}
              >
                {keyed ? t.keyEdit : t.keyTitle}
              </Button>
            )
          }
        >
          {deadline && (
            <p className="mb-3 flex flex-wrap items-center gap-2 text-sm text-slate-800">
              <span className="font-medium">{t.deadlineHeading}:</span> {germanDate(deadline)}
              <DeadlineBadge deadline={deadline} />
            </p>
          )}
          {saved && !editing && (
            <Alert tone="success" className="mb-3">
              {t.keySaved}
            </Alert>
          )}
          {editing ? (
            <PrescriptionForm
              submission={s}
              onDone={() => {
                setEditing(false);
                setSaved(true);
              }}
            />
          ) : keyed ? (
            <div>
              <p className="mb-2 text-xs font-medium uppercase tracking-wide text-slate-500">{t.staffGiven}</p>
              <dl
                className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]"
                data-testid="prescription-data"
              >
                {prescriptionRows(keyed).map((r) => (
                  <div key={r.key} className="contents">
                    <dt className="text-sm font-medium text-slate-700">{r.label}</dt>
                    <dd className="text-sm text-slate-900">{r.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : (
            <p className="text-sm text-slate-600">{t.none}</p>
          )}
        </Card>
      )}
      <Card title={t.documents}>
        <div className="flex flex-wrap gap-3">
          <DownloadLink href={pdfUrl(s.id)}>{t.pdf}</DownloadLink>
          {hasAnamnesis && <DownloadLink href={fhirUrl(s.id)}>{t.fhir}</DownloadLink>}
        </div>
      </Card>
    </div>
  );
}

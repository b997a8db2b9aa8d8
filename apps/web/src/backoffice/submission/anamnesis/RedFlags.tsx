import type { AnamnesisDetail } from '@praxisdesk/domain';
import { Alert } from '../../../ui/Alert';
import { anamnesisTexts as t } from './texts';

const labelOf = (a: AnamnesisDetail, id: string) => a.labelled.find((l) => l.id === id);

/** The red flags, prominent above the card, each with why it was raised and its answers. */
export function RedFlags({ anamnesis: a }: { anamnesis: AnamnesisDetail }) {
  if (!a.redFlags.length) return null;
  return (
    <Alert tone="error" title={t.redFlagsTitle}>
      <p className="mb-2">{t.redFlagsIntro}</p>
      <ul className="flex flex-col gap-2" data-testid="red-flags">
        {a.redFlags.map((f) => (
          <li key={f.id}>
            <p className="font-semibold">{f.title}</p>
            <p>{f.rationale}</p>
            <p className="text-red-800">
              {t.basedOn}:{' '}
              {f.sources
                .map((s) => {
                  const l = labelOf(a, s);
                  return l ? `${l.label}: ${l.value}` : s;
                })
                .join(' · ')}
            </p>
          </li>
        ))}
      </ul>
    </Alert>
  );
}

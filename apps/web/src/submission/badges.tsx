import {
  berlinToday,
  deadlineState,
  deadlineTitle,
  type FormType,
  formTypeLabels,
  inboxTexts,
  isReceptionLanguage,
  languageInfo,
  quarantineLabels,
  type SubmissionSummary,
  scoreColor,
} from '@praxisdesk/domain';
import { Badge, type BadgeTone } from '../ui/Badge';

const typeTones: Record<FormType, BadgeTone> = {
  anamnese: 'purple',
  prescription: 'brand',
  bewerbung: 'yellow',
  training: 'green',
  contact: 'neutral',
};

/** Anamnese, Rezept, Bewerbung, Training, otherwise Kontakt (spec §2). */
export const TypeBadge = ({ type }: { type: FormType }) => <Badge tone={typeTones[type]}>{formTypeLabels[type]}</Badge>;

/** Score colour of the spec: ≥ 50 red, ≥ 30 yellow, else green. */
export function ScoreBadge({ score, spam }: { score: number; spam: boolean }) {
  return (
    <Badge tone={scoreColor(score)} className="tabular-nums">
      {spam ? inboxTexts.spamBadge(score) : inboxTexts.scoreBadge(score)}
    </Badge>
  );
}

const deadlineTones = { ok: 'neutral', amber: 'yellow', red: 'red', expired: 'red' } as const;

/**
 * "Beginn bis 12.12." (issue 20): amber within 7 days, red within 2, "abgelaufen" after the last
 * day; nothing without a deadline. `today` is the practice's (German) calendar day.
 */
export function DeadlineBadge({ deadline, today = berlinToday() }: { deadline?: string | null; today?: string }) {
  const s = deadlineState(deadline, today);
  if (!s) return null;
  return (
    <span title={deadlineTitle(s)} data-testid="deadline-badge" data-level={s.level}>
      <Badge tone={deadlineTones[s.level]} className={s.level === 'ok' ? undefined : 'font-semibold'}>
        {s.label}
      </Badge>
    </span>
  );
}

/** The reception language the patient used (issue 21), so the practice can plan; nothing for German. */
export function LanguageBadge({ language }: { language?: string | null }) {
  if (!isReceptionLanguage(language) || language === 'de') return null;
  return (
    <Badge tone="brand" title={inboxTexts.languageTitle} testId="language-badge">
      <span className="sr-only">{inboxTexts.languagePrefix} </span>
      {languageInfo[language].german}
    </Badge>
  );
}

export function QuarantineBadge({ status }: { status: SubmissionSummary['quarantineStatus'] }) {
  if (!status || status === 'completed') return null;
  return <Badge tone={status === 'failed' ? 'red' : 'yellow'}>{quarantineLabels[status]}</Badge>;
}

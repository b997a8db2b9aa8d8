import {
  type FormType,
  formTypeLabels,
  inboxTexts,
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

export function QuarantineBadge({ status }: { status: SubmissionSummary['quarantineStatus'] }) {
  if (!status || status === 'completed') return null;
  return <Badge tone={status === 'failed' ? 'red' : 'yellow'}>{quarantineLabels[status]}</Badge>;
}

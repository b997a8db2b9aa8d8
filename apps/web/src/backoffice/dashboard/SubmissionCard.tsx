import {
  formatDateTime,
  inboxTexts,
  isCancellation,
  previewLine,
  requestTypeLabels,
  type SubmissionSummary,
  shortId,
  submissionKindLabel,
  submissionTitle,
} from '@praxisdesk/domain';
import { Link } from 'react-router';
import { DeadlineBadge, LanguageBadge, QuarantineBadge, ScoreBadge, TypeBadge } from '../../submission/badges';
import { Badge } from '../../ui/Badge';
import { cx } from '../../ui/cx';
import { redFlagBadge } from '../submission/anamnesis/texts';

export interface SubmissionCardProps {
  submission: SubmissionSummary;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onToggleProcessed: (processed: boolean) => void;
  toggling: boolean;
}

/** One inbox entry (spec §2): spam entries red, linking to the detail page. */
export function SubmissionCard({
  submission: s,
  selected,
  onSelect,
  onToggleProcessed,
  toggling,
}: SubmissionCardProps) {
  const title = submissionTitle(s.id, s.formData);
  const titleId = `title-${s.id}`;
  return (
    <li
      aria-labelledby={titleId}
      data-testid="submission-card"
      className={cx(
        'flex gap-3 rounded-lg border p-4 shadow-sm',
        s.isSpam ? 'border-red-300 bg-red-50' : 'border-slate-200 bg-white',
      )}
    >
      <input
        type="checkbox"
        className="mt-1 size-4 shrink-0 accent-brand-700"
        checked={selected}
        onChange={(e) => onSelect(e.target.checked)}
        aria-label={inboxTexts.select(title)}
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={titleId} className="text-base font-semibold text-slate-900">
            <Link to={`/submissions/${s.id}`} className="hover:underline focus-visible:underline">
              {title}
            </Link>
          </h2>
          <span className="text-sm text-slate-600">{formatDateTime(s.createdAt)}</span>
        </div>
        <p className="text-sm text-slate-600">
          {submissionKindLabel(s.formType, s.formData)} · #{shortId(s.id)}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <TypeBadge type={s.formType} />
          {isCancellation(s.formData) && <Badge tone="yellow">{requestTypeLabels.cancellation}</Badge>}
          {(s.isSpam || s.spamScore > 0) && <ScoreBadge score={s.spamScore} spam={s.isSpam} />}
          <QuarantineBadge status={s.quarantineStatus} />
          <DeadlineBadge deadline={s.treatmentDeadline} />
          <LanguageBadge language={s.language} />
          {s.anamnesisRedFlags && (
            <Badge tone="red" className="font-semibold">
              {redFlagBadge}
            </Badge>
          )}
          <label className="ml-auto inline-flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={s.isProcessed}
              disabled={toggling}
              onChange={(e) => onToggleProcessed(e.target.checked)}
            />
            {inboxTexts.processed}
          </label>
        </div>
        <p className="mt-2 truncate text-sm text-slate-700">{previewLine(s.formData, s.formType, s.tenantName)}</p>
      </div>
    </li>
  );
}

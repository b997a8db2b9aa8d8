import { formTypeLabels, formTypes, inboxTexts, prescriptionTexts, type SubmissionStats } from '@praxisdesk/domain';

/** Three stat cards and the five type counters (spec §2, counting rules in packages/domain). */
export function StatsPanel({ stats }: { stats: SubmissionStats | undefined }) {
  const v = (n: number | undefined) => (n === undefined ? '–' : n.toLocaleString('de-DE'));
  const cards = [
    { label: inboxTexts.stats.total, value: stats?.total },
    { label: inboxTexts.stats.unprocessed, value: stats?.unprocessed },
    { label: inboxTexts.stats.spam, value: stats?.spam },
    // Open prescriptions whose treatment must begin within 7 days (issue 20).
    { label: prescriptionTexts.statDeadlines, value: stats?.deadlinesDue },
  ];
  return (
    <section aria-label="Statistik" className="mb-6 flex flex-col gap-3">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((c) => (
          <div key={c.label} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-slate-600">{c.label}</dt>
            <dd className="text-3xl font-semibold tabular-nums text-slate-900" data-testid={`stat-${c.label}`}>
              {v(c.value)}
            </dd>
          </div>
        ))}
      </dl>
      <dl className="flex flex-wrap gap-2">
        {formTypes.map((t) => (
          <div key={t} className="flex items-center gap-2 rounded-full bg-slate-100 px-3 py-1 text-sm">
            <dt className="text-slate-700">{formTypeLabels[t]}</dt>
            <dd className="font-semibold tabular-nums text-slate-900" data-testid={`count-${t}`}>
              {v(stats?.typeCounts[t])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

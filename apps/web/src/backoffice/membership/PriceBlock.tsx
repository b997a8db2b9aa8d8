import { formatEuro, membershipTexts as m, SETUP_FEE_EUR, yearlySaving } from '@praxisdesk/domain';

/**
 * Prices of a package or membership (spec §2): monthly (or free during the beta), yearly with
 * '> 15% Ersparnis', the saving against 12 × monthly with two decimals, and the 290 € setup fee
 * struck through because an annual subscription waives it.
 */
export function PriceBlock({ monthly, yearly }: { monthly: number; yearly: number }) {
  if (monthly === 0) {
    return <p className="text-lg font-semibold text-emerald-800">{m.freeDuringBeta}</p>;
  }
  const saving = yearlySaving(monthly, yearly);
  return (
    <div className="space-y-1 text-sm">
      <p>
        <span className="text-2xl font-semibold text-slate-900">{formatEuro(monthly)}</span>{' '}
        <span className="text-slate-600">{m.perMonth}</span>
      </p>
      <p className="text-slate-800">
        {formatEuro(yearly)} {m.perYear}{' '}
        <span className="ml-1 inline-block whitespace-nowrap rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-medium text-emerald-800">
          {m.yearlySavingNote}
        </span>
      </p>
      {saving > 0 && <p className="text-emerald-800">{m.savingPerYear(formatEuro(saving))}</p>}
      <p className="text-slate-600">
        {m.setupFee}: <s>{formatEuro(SETUP_FEE_EUR)}</s> <span>{m.setupFeeWaived}</span>
      </p>
    </div>
  );
}

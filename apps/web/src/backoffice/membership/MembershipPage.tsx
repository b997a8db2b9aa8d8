import {
  addons as addonCatalog,
  BETA_PACKAGE_NAME,
  DEFAULT_PACKAGE_NAME,
  formatEuro,
  includedAddons,
  type MembershipOverview,
  membershipTexts as m,
  membershipTotals,
  uiErrors,
} from '@praxisdesk/domain';
import { useMembershipOverview } from '../../api/admin';
import { formatDate } from '../../format';
import { Alert, Badge, Button, Card, LoadingState, PageHeader } from '../../ui';
import { PriceBlock } from './PriceBlock';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The signed-in user's membership (spec §2 Membership page). Free during the beta. */
export function MembershipPage() {
  const overview = useMembershipOverview();
  return (
    <>
      <PageHeader title={m.heading} />
      {overview.isPending ? (
        <LoadingState label={m.loading} />
      ) : overview.isError ? (
        <Alert>{uiErrors.membershipLoad}</Alert>
      ) : (
        <MembershipContent data={overview.data} />
      )}
    </>
  );
}

function MembershipContent({ data }: { data: MembershipOverview }) {
  const current = data.current;
  // Users without a membership see the default package (spec §9: Kompakt).
  const currentPackage = current
    ? data.packages.find((p) => p.id === current.packageId)
    : data.packages.find((p) => p.name === DEFAULT_PACKAGE_NAME);
  const name = current
    ? (current.packageName ?? currentPackage?.name ?? m.unknown)
    : (currentPackage?.name ?? m.unknown);
  const selection = current?.addons ?? [];
  const totals = currentPackage ? membershipTotals(currentPackage, selection, data.addons) : { monthly: 0, yearly: 0 };
  const offered = data.packages.filter((p) => p.name !== BETA_PACKAGE_NAME);
  const catalog = data.addons.length ? data.addons : addonCatalog;

  return (
    <div className="space-y-8">
      <Alert tone="info" title={m.betaNoticeTitle}>
        {m.betaNotice}
      </Alert>

      <Card title={m.currentMembership} actions={<Badge tone="green">{m.active}</Badge>}>
        <div className="grid gap-6 md:grid-cols-2">
          <div className="space-y-2">
            <p className="text-xl font-semibold text-slate-900" data-testid="current-package">
              {name}
            </p>
            {currentPackage?.description && <p className="text-slate-600">{currentPackage.description}</p>}
            {current && <p className="text-sm text-slate-600">{m.since(formatDate(current.startDate))}</p>}
            {selection.length > 0 && (
              <ul className="list-inside list-disc text-sm text-slate-800">
                {selection.map((s) => {
                  const addon = catalog.find((a) => a.id === s.id);
                  return (
                    <li key={s.id}>
                      {addon?.name ?? s.id}
                      {s.quantity > 1 ? ` × ${s.quantity}` : ''}
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
          <PriceBlock monthly={totals.monthly} yearly={totals.yearly} />
        </div>
      </Card>

      <section aria-labelledby="packages-heading" className="space-y-4">
        <h2 id="packages-heading" className="text-lg font-semibold text-slate-900">
          {m.availablePackages}
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {offered.map((p) => {
            const isCurrent = p.id === currentPackage?.id;
            const included = includedAddons(p.name);
            return (
              <Card key={p.id} title={p.name} className={isCurrent ? 'ring-2 ring-brand-600' : undefined}>
                <div className="space-y-3">
                  <p className="text-sm text-slate-600">{p.description}</p>
                  <PriceBlock monthly={p.monthlyPrice} yearly={p.yearlyPrice} />
                  <ul className="list-inside list-disc text-sm text-slate-800">
                    <li>{m.includedUsers(p.features.includedUsers)}</li>
                    <li>{m.includedForms(p.features.includedForms)}</li>
                    {/* A benefit that is an included add-on is listed once, as the add-on. */}
                    {p.features.benefits
                      .filter((b) => !included.some((id) => sameName(catalog.find((a) => a.id === id)?.name ?? id, b)))
                      .map((b) => (
                        <li key={b}>{b}</li>
                      ))}
                    {included.map((id) => (
                      <li key={id}>
                        {catalog.find((a) => a.id === id)?.name ?? id} ({m.includedInPackage})
                      </li>
                    ))}
                  </ul>
                  <Button className="w-full" variant={isCurrent ? 'primary' : 'secondary'} disabled>
                    {isCurrent ? m.currentPackage : m.afterBeta}
                  </Button>
                </div>
              </Card>
            );
          })}
        </div>
      </section>

      <section aria-labelledby="addons-heading" className="space-y-4">
        <h2 id="addons-heading" className="text-lg font-semibold text-slate-900">
          {m.availableAddons}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {catalog.map((a) => (
            <Card key={a.id} title={a.name}>
              <div className="space-y-2 text-sm">
                <p className="text-slate-600">{a.description}</p>
                <p>
                  <span className="font-semibold text-slate-900">{formatEuro(a.monthlyPrice)}</span> {m.perMonth} ·{' '}
                  {formatEuro(a.yearlyPrice)} {m.perYear}
                </p>
                <p className="text-slate-600">{m.availableFor(a.availableFor.join(', '))}</p>
                <Button variant="secondary" size="sm" disabled>
                  {m.afterBeta}
                </Button>
              </div>
            </Card>
          ))}
        </div>
      </section>
    </div>
  );
}

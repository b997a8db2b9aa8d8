import { BETA_PACKAGE_NAME, formatEuro, membershipTotals, uiErrors } from '@praxisdesk/domain';
import { useAdminMemberships } from '../../api/admin';
import { type AdminColumn, AdminTable, Badge, Card, QueryView } from '../../ui';
import { PriceBlock } from '../membership/PriceBlock';
import { MembershipDialog } from './MembershipDialog';
import { adminTexts } from './texts';
import { useTabDialogs } from './useTabDialogs';

const t = adminTexts.memberships;

type Overview = NonNullable<ReturnType<typeof useAdminMemberships>['data']>;
type Row = Overview['users'][number];

/** The user table's columns: package, add-ons and the prices they make. */
const columns = (packages: Overview['packages'], addons: Overview['addons']): AdminColumn<Row>[] => {
  const packageOf = (u: Row) => packages.find((p) => p.id === u.membership?.packageId);
  const price = (period: 'monthly' | 'yearly', header: string): AdminColumn<Row> => ({
    id: period,
    header,
    className: 'whitespace-nowrap',
    cell: (u) => {
      const pkg = packageOf(u);
      const totals = pkg && u.membership ? membershipTotals(pkg, u.membership.addons, addons) : null;
      return totals ? formatEuro(totals[period]) : '–';
    },
  });
  return [
    {
      id: 'user',
      header: t.cols.user,
      cell: (u) => (
        <>
          <span className="font-medium">{u.fullName}</span>
          <br />
          <span className="text-slate-600">{u.email}</span>
        </>
      ),
    },
    {
      id: 'package',
      header: t.cols.package,
      cell: (u) =>
        u.membership ? (
          (u.membership.packageName ?? packageOf(u)?.name ?? '–')
        ) : (
          <span className="text-slate-600">{t.none}</span>
        ),
    },
    {
      id: 'addons',
      header: t.cols.addons,
      cell: (u) =>
        u.membership && u.membership.addons.length > 0
          ? u.membership.addons
              .map(
                (s) => `${addons.find((a) => a.id === s.id)?.name ?? s.id}${s.quantity > 1 ? ` × ${s.quantity}` : ''}`,
              )
              .join(', ')
          : '–',
    },
    price('monthly', t.cols.monthly),
    price('yearly', t.cols.yearly),
  ];
};

/** Memberships tab (spec §2): package cards and every user's package, add-ons and prices. */
export function MembershipsTab() {
  const data = useAdminMemberships();
  const { open: editing, show, close, done, notice } = useTabDialogs<{ userId: string; name: string }>();
  return (
    <QueryView query={data} failed={uiErrors.membershipLoad}>
      {({ packages, addons, users }) => (
        <div className="space-y-6">
          <section aria-labelledby="admin-packages" className="space-y-3">
            <h2 id="admin-packages" className="text-lg font-semibold text-slate-900">
              {t.packagesTitle}
            </h2>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {packages.map((p) => (
                <Card
                  key={p.id}
                  title={p.name}
                  actions={p.name === BETA_PACKAGE_NAME ? <Badge tone="purple">Beta</Badge> : undefined}
                >
                  <p className="mb-2 text-sm text-slate-600">{p.description}</p>
                  <PriceBlock monthly={p.monthlyPrice} yearly={p.yearlyPrice} />
                </Card>
              ))}
            </div>
          </section>
          {notice}
          <AdminTable
            caption={t.caption}
            columns={columns(packages, addons)}
            rows={users}
            rowKey={(u) => u.userId}
            actions={{
              label: t.cols.actions,
              items: [
                {
                  id: 'edit',
                  label: t.edit,
                  variant: 'secondary',
                  ariaLabel: (u) => t.editLabel(u.fullName),
                  onClick: (u) => show({ userId: u.userId, name: u.fullName }),
                },
              ],
            }}
          />
          {editing && (
            <MembershipDialog userId={editing.userId} userName={editing.name} onClose={close} onSaved={done} />
          )}
        </div>
      )}
    </QueryView>
  );
}

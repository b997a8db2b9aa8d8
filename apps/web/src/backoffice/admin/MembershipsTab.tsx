import { BETA_PACKAGE_NAME, formatEuro, membershipTotals, uiErrors } from '@praxisdesk/domain';
import { useState } from 'react';
import { useAdminMemberships } from '../../api/admin';
import { type AdminColumn, AdminTable, Alert, Badge, Button, Card, QueryView } from '../../ui';
import { PriceBlock } from '../membership/PriceBlock';
import { MembershipDialog } from './MembershipDialog';
import { adminTexts } from './texts';

const t = adminTexts.memberships;

type Overview = NonNullable<ReturnType<typeof useAdminMemberships>['data']>;
type Row = Overview['users'][number];

/** The user table's columns: package, add-ons and the prices they make. */
const columns = (packages: Overview['packages'], addons: Overview['addons']): AdminColumn<Row>[] => {
  const packageOf = (u: Row) => packages.find((p) => p.id === u.membership?.packageId);
  const totalsOf = (u: Row) => {
    const pkg = packageOf(u);
    return pkg && u.membership ? membershipTotals(pkg, u.membership.addons, addons) : null;
  };
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
    {
      id: 'monthly',
      header: t.cols.monthly,
      className: 'whitespace-nowrap',
      cell: (u) => {
        const totals = totalsOf(u);
        return totals ? formatEuro(totals.monthly) : '–';
      },
    },
    {
      id: 'yearly',
      header: t.cols.yearly,
      className: 'whitespace-nowrap',
      cell: (u) => {
        const totals = totalsOf(u);
        return totals ? formatEuro(totals.yearly) : '–';
      },
    },
  ];
};

/** Memberships tab (spec §2): package cards and every user's package, add-ons and prices. */
export function MembershipsTab() {
  const data = useAdminMemberships();
  const [editing, setEditing] = useState<{ userId: string; name: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
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
          {notice && <Alert tone="success">{notice}</Alert>}
          <AdminTable
            caption={t.caption}
            columns={columns(packages, addons)}
            rows={users}
            rowKey={(u) => u.userId}
            actions={{
              label: t.cols.actions,
              render: (u) => (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t.editLabel(u.fullName)}
                  onClick={() => setEditing({ userId: u.userId, name: u.fullName })}
                >
                  {t.edit}
                </Button>
              ),
            }}
          />
          {editing && (
            <MembershipDialog
              userId={editing.userId}
              userName={editing.name}
              onClose={() => setEditing(null)}
              onSaved={(text) => {
                setEditing(null);
                setNotice(text);
              }}
            />
          )}
        </div>
      )}
    </QueryView>
  );
}

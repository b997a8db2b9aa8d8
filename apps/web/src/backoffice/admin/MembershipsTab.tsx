import { BETA_PACKAGE_NAME, formatEuro, membershipTotals, uiErrors } from '@praxisdesk/domain';
import { useState } from 'react';
import { useAdminMemberships } from '../../api/admin';
import { Alert, Badge, Button, Card, LoadingState, Table, Td, Th } from '../../ui';
import { PriceBlock } from '../membership/PriceBlock';
import { LoadFailed } from './LoadFailed';
import { MembershipDialog } from './MembershipDialog';
import { adminTexts } from './texts';

const t = adminTexts.memberships;

/** Memberships tab (spec §2): package cards and every user's package, add-ons and prices. */
export function MembershipsTab() {
  const data = useAdminMemberships();
  const [editing, setEditing] = useState<{ userId: string; name: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  if (data.isPending) return <LoadingState />;
  if (data.isError) return <LoadFailed message={uiErrors.membershipLoad} onRetry={() => void data.refetch()} />;
  const { packages, addons, users } = data.data;
  return (
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
      <Table caption={t.caption}>
        <thead>
          <tr>
            <Th>{t.cols.user}</Th>
            <Th>{t.cols.package}</Th>
            <Th>{t.cols.addons}</Th>
            <Th>{t.cols.monthly}</Th>
            <Th>{t.cols.yearly}</Th>
            <Th>
              <span className="sr-only">{t.cols.actions}</span>
            </Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((u) => {
            const m = u.membership;
            const pkg = m ? packages.find((p) => p.id === m.packageId) : undefined;
            const totals = pkg && m ? membershipTotals(pkg, m.addons, addons) : null;
            return (
              <tr key={u.userId}>
                <Td>
                  <span className="font-medium">{u.fullName}</span>
                  <br />
                  <span className="text-slate-600">{u.email}</span>
                </Td>
                <Td>{m ? (m.packageName ?? pkg?.name ?? '–') : <span className="text-slate-600">{t.none}</span>}</Td>
                <Td>
                  {m && m.addons.length > 0
                    ? m.addons
                        .map(
                          (s) =>
                            `${addons.find((a) => a.id === s.id)?.name ?? s.id}${s.quantity > 1 ? ` × ${s.quantity}` : ''}`,
                        )
                        .join(', ')
                    : '–'}
                </Td>
                <Td className="whitespace-nowrap">{totals ? formatEuro(totals.monthly) : '–'}</Td>
                <Td className="whitespace-nowrap">{totals ? formatEuro(totals.yearly) : '–'}</Td>
                <Td className="text-right">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t.editLabel(u.fullName)}
                    onClick={() => setEditing({ userId: u.userId, name: u.fullName })}
                  >
                    {t.edit}
                  </Button>
                </Td>
              </tr>
            );
          })}
        </tbody>
      </Table>
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
  );
}

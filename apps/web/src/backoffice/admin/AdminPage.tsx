import { Link, useSearchParams } from 'react-router';
import { Alert, PageHeader, type TabItem, Tabs } from '../../ui';
import { MembershipsTab } from './MembershipsTab';
import { TenantsTab } from './TenantsTab';
import { adminTexts as t } from './texts';
import { UsersTab } from './UsersTab';

type TabKey = 'benutzer' | 'mandanten' | 'anfragen' | 'mitgliedschaften';
const tabs: TabItem<TabKey>[] = [
  { key: 'benutzer', label: t.tabs.users },
  { key: 'mandanten', label: t.tabs.tenants },
  { key: 'anfragen', label: t.tabs.requests },
  { key: 'mitgliedschaften', label: t.tabs.memberships },
];

/** Administration (spec §2): users, tenants, a hint for requests, memberships. The tab is in the URL. */
export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active = tabs.find((x) => x.key === requested)?.key ?? 'benutzer';
  return (
    <>
      <PageHeader title={t.title} />
      <Tabs
        label={t.tabsLabel}
        tabs={tabs}
        active={active}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
      >
        {active === 'benutzer' && <UsersTab />}
        {active === 'mandanten' && <TenantsTab />}
        {active === 'anfragen' && (
          <Alert tone="info">
            {t.requestsHint}{' '}
            <Link to="/dashboard" className="font-medium underline">
              {t.toDashboard}
            </Link>
          </Alert>
        )}
        {active === 'mitgliedschaften' && <MembershipsTab />}
      </Tabs>
    </>
  );
}

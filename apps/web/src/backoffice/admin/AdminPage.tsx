import { retentionDeleteTexts } from '@praxisdesk/domain';
import { Link, useSearchParams } from 'react-router';
import { Alert, PageHeader, type TabItem, Tabs } from '../../ui';
import { AuditTab } from './AuditTab';
import { MembershipsTab } from './MembershipsTab';
import { privacyAdminTexts } from './privacyTexts';
import { RetainedTab } from './RetainedTab';
import { RetentionTab } from './RetentionTab';
import { TenantsTab } from './TenantsTab';
import { adminTexts as t } from './texts';
import { UsersTab } from './UsersTab';

type TabKey = 'benutzer' | 'mandanten' | 'anfragen' | 'mitgliedschaften' | 'aufbewahrung' | 'geloescht' | 'protokoll';
const tabs: TabItem<TabKey>[] = [
  { key: 'benutzer', label: t.tabs.users },
  { key: 'mandanten', label: t.tabs.tenants },
  { key: 'anfragen', label: t.tabs.requests },
  { key: 'mitgliedschaften', label: t.tabs.memberships },
  // Data protection (issue 10)
  { key: 'aufbewahrung', label: privacyAdminTexts.retention.tab },
  // Issue 17: deleted under a retention duty, restorable
  { key: 'geloescht', label: retentionDeleteTexts.viewTitle },
  { key: 'protokoll', label: privacyAdminTexts.audit.tab },
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
        {active === 'aufbewahrung' && <RetentionTab />}
        {active === 'geloescht' && <RetainedTab />}
        {active === 'protokoll' && <AuditTab />}
      </Tabs>
    </>
  );
}

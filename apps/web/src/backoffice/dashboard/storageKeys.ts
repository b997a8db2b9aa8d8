/**
 * localStorage keys of the dashboard filters (spec §2 Dashboard). Logout removes them (spec §4),
 * so the next person at a shared computer starts with clean filters.
 */
export const dashboardStorageKeys = {
  page: 'pd.dashboard.page',
  includeSpam: 'pd.dashboard.includeSpam',
  formType: 'pd.dashboard.formType',
  tenant: 'pd.dashboard.tenant',
  sort: 'pd.dashboard.sort',
} as const;

export function clearDashboardStorage(): void {
  try {
    for (const key of Object.values(dashboardStorageKeys)) window.localStorage.removeItem(key);
  } catch {
    // Storage can be disabled (privacy mode); there is then nothing to clear.
  }
}

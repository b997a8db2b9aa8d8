/**
 * The dashboard's filter state (spec §2 Dashboard): page, spam, type and tenant, read from the
 * URL first, then from local storage, and mirrored to both. The tenant goes into the URL only
 * for users with several tenants; a tenant that is no longer allowed falls back to the default.
 */
import { type FormType, normalizeFormType, type SessionUser } from '@praxisdesk/domain';
import { useCallback, useLayoutEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { dashboardStorageKeys as keys } from './storageKeys';

export interface DashboardFilters {
  page: number;
  includeSpam: boolean;
  formType: FormType | undefined;
  tenant: string | undefined;
  /** Newest first (default) or earliest start-by deadline first (issue 20). */
  sort: 'newest' | 'deadline';
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | undefined) {
  try {
    if (value === undefined) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage disabled: the URL still carries the state.
  }
}

const truthy = (v: string | null) => (v === null ? undefined : v === '1' || v === 'true');

/** null: not given; undefined: all types. Aliases (rezept, kurs, …) are understood; junk means all. */
function parseType(v: string | null): FormType | undefined | null {
  if (v === null) return null;
  const t = normalizeFormType(v);
  const isContact = ['contact', 'kontakt'].includes(v.trim().toLowerCase());
  return t !== 'contact' || isContact ? t : undefined;
}

export function resolveFilters(params: URLSearchParams, user: SessionUser): DashboardFilters {
  const allowed = user.tenants.map((t) => t.id);
  const multi = allowed.length > 1;
  const urlTenant = multi ? params.get('tenant') : null;
  const candidate = urlTenant ?? readStorage(keys.tenant);
  const tenant = candidate && allowed.includes(candidate) ? candidate : allowed[0];

  const urlPage = Number(params.get('page'));
  const storedPage = Number(readStorage(keys.page));
  const page =
    Number.isInteger(urlPage) && urlPage >= 1
      ? urlPage
      : Number.isInteger(storedPage) && storedPage >= 1
        ? storedPage
        : 1;

  const includeSpam =
    truthy(params.get('spam')) ?? truthy(params.get('includeSpam')) ?? truthy(readStorage(keys.includeSpam)) ?? false;

  const urlType = parseType(params.get('type') ?? params.get('formType'));
  const formType = urlType !== null ? urlType : (parseType(readStorage(keys.formType)) ?? undefined);

  const sortValue = params.get('sort') ?? readStorage(keys.sort);
  const sort = sortValue === 'deadline' || sortValue === 'frist' ? 'deadline' : 'newest';

  return { page, includeSpam, formType, tenant, sort };
}

/**
 * The URL form of a state: only values that differ from the defaults (page 1, no spam, all
 * types, the user's first tenant), so a fresh dashboard stays at a clean /dashboard.
 */
export function toParams(f: DashboardFilters, user: SessionUser): URLSearchParams {
  const next = new URLSearchParams();
  if (f.page > 1) next.set('page', String(f.page));
  if (f.includeSpam) next.set('spam', '1');
  if (f.formType) next.set('type', f.formType);
  if (f.sort === 'deadline') next.set('sort', 'deadline');
  if (user.tenants.length > 1 && f.tenant && f.tenant !== user.tenants[0]?.id) next.set('tenant', f.tenant);
  return next;
}

export function useDashboardFilters(user: SessionUser) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => resolveFilters(params, user), [params, user]);

  // Mirror the resolved state to storage. The URL is made canonical by the page itself
  // (<Navigate replace> before it renders anything clickable), so a late normalisation can
  // never overwrite a filter the user has just changed. A layout effect, so storage is written
  // before anything on the page can be clicked: Preact runs passive effects after the next frame
  // (decision 0021), and an 'Abmelden' in between had its cleared filters written back.
  const serialized = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per distinct state
  useLayoutEffect(() => {
    writeStorage(keys.page, String(filters.page));
    writeStorage(keys.includeSpam, filters.includeSpam ? 'true' : 'false');
    writeStorage(keys.formType, filters.formType);
    writeStorage(keys.tenant, filters.tenant);
    writeStorage(keys.sort, filters.sort);
  }, [serialized]);
  const canonical = toParams(filters, user).toString();
  /** The search string to replace the URL with when it is not in canonical form, else null. */
  const canonicalSearch = canonical === params.toString() ? null : canonical;

  const update = useCallback(
    (change: Partial<DashboardFilters>) => {
      const merged = { ...filters, ...change };
      // Any filter change starts again on page 1.
      if (!('page' in change)) merged.page = 1;
      const next = toParams(merged, user);
      // Storage first: resolveFilters falls back to it for params the URL omits.
      writeStorage(keys.includeSpam, merged.includeSpam ? 'true' : 'false');
      writeStorage(keys.formType, merged.formType);
      writeStorage(keys.tenant, merged.tenant);
      writeStorage(keys.sort, merged.sort);
      writeStorage(keys.page, String(merged.page));
      setParams(next);
    },
    [filters, user, setParams],
  );

  return { filters, update, canonicalSearch };
}

/**
 * The tenant of the reception travels in the `tenant` query parameter (slug or id; /success
 * and /error also accept `tenantId`). The root loader reads it once per tenant; the route
 * helpers below put it back on every link and navigation.
 */
import type { ReceptionConfig } from '@praxisdesk/domain/receptionConfig';
import type { Wording } from '@praxisdesk/domain/receptionTexts';
import type { ComponentProps } from 'react';
import {
  Link,
  type LoaderFunctionArgs,
  type NavigateOptions,
  type ShouldRevalidateFunctionArgs,
  useNavigate,
  useRouteLoaderData,
} from 'react-router';
import { loadTenant, type PublicTenant, type TenantLoad } from './api';

export const ROOT_ID = 'reception-root';
export const LANDING = '/online-rezeption';

export const tenantRefOf = (url: URL) => url.searchParams.get('tenant') || url.searchParams.get('tenantId') || null;

export const tenantLoader = ({ request }: LoaderFunctionArgs) =>
  loadTenant(tenantRefOf(new URL(request.url)), request.signal);

/** The configuration is fetched again only when the tenant changes, not on every navigation. */
export const revalidateOnTenantChange = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
  tenantRefOf(currentUrl) !== tenantRefOf(nextUrl);

export function useTenantLoad(): TenantLoad {
  return (useRouteLoaderData(ROOT_ID) as TenantLoad | undefined) ?? { status: 'none' };
}

/** The loaded tenant, or null on pages that also work without one (/success, /error, legal). */
export function useOptionalTenant(): PublicTenant | null {
  const load = useTenantLoad();
  return load.status === 'ok' ? load : null;
}

/** Inside the reception routes (TenantGate guarantees a tenant). */
export function useTenant(): PublicTenant {
  const t = useOptionalTenant();
  if (!t) throw new Error('useTenant outside TenantGate');
  return t;
}

/** A reception path with the current tenant appended (and any extra query parameters). */
export function withTenant(path: string, ref: string | null, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (ref) params.set('tenant', ref);
  const query = params.toString();
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
}

export function useTenantRef(): string | null {
  const load = useTenantLoad();
  return load.status === 'none' ? null : load.ref;
}

/** <Link> that keeps the tenant parameter. */
export function RLink({ to, ...rest }: Omit<ComponentProps<typeof Link>, 'to'> & { to: string }) {
  return <Link to={withTenant(to, useTenantRef())} {...rest} />;
}

/** navigate() that keeps the tenant parameter; numbers go through unchanged (history). */
export function useRNavigate() {
  const navigate = useNavigate();
  const ref = useTenantRef();
  return (to: string | number, options?: NavigateOptions) =>
    typeof to === 'number' ? navigate(to) : navigate(withTenant(to, ref), options);
}

export function wordingOf(c: ReceptionConfig, name = ''): Wording {
  return {
    medical: c.businessType === 'medical',
    appointmentType: c.appointmentType,
    treatmentType: c.treatmentType,
    providerType: c.providerType,
    companyName: c.companyName || name,
  };
}

/** Phone and e-mail for "contact the practice" hints: the contact fields, else the general ones. */
export function contactOf(c: ReceptionConfig) {
  return { phone: c.contactPhone || c.phone, email: c.contactEmail || c.email };
}

/** Only logos on our own origin are shown: any other would be a third-party request. */
export function sameOriginUrl(url: string | undefined): string | null {
  if (!url) return null;
  if (/^\/(?!\/)/.test(url)) return url;
  try {
    return new URL(url).origin === window.location.origin ? url : null;
  } catch {
    return null;
  }
}

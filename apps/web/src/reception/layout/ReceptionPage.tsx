import { MAX_BREADCRUMBS } from '@praxisdesk/domain/receptionTexts';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTexts } from '../i18n';
import { LANDING, RLink, useOptionalTenant, useTenantRef, withTenant } from '../tenant';

export interface Crumb {
  label: string;
  /** Reception path; the current page (last crumb) has none. */
  to?: string;
}

type Item = Crumb & { href?: string };

let firstRender = true;

/** Breadcrumbs: practice website first, then the reception's trail; at most five items. */
export function crumbsFor(website: { label: string; href: string } | null, trail: Crumb[]): Item[] {
  const all: Item[] = [...(website ? [{ label: website.label, href: website.href }] : []), ...trail];
  if (all.length <= MAX_BREADCRUMBS) return all;
  // Keep the home link and the nearest steps.
  return [all[0] as Item, ...all.slice(all.length - (MAX_BREADCRUMBS - 1))];
}

/**
 * The frame of one reception page: breadcrumbs, 'Zurück', the h1 and the tab title. After an
 * in-app navigation focus moves to the h1, so screen readers announce the new page.
 */
export function ReceptionPage({
  title,
  crumbs,
  children,
  showBack = true,
  backTo = 'history',
}: {
  title: string;
  crumbs: Crumb[];
  children: ReactNode;
  showBack?: boolean;
  /** 'landing': after a submission, Zurück must not lead back into the sent form. */
  backTo?: 'history' | 'landing';
}) {
  const t = useTexts();
  const tenant = useOptionalTenant();
  const c = tenant?.config;
  const heading = useRef<HTMLHeadingElement>(null);
  const location = useLocation();

  useEffect(() => {
    document.title = `${title} – ${c?.companyName || tenant?.tenant.name || t.tenant.defaultTitle}`;
  }, [title, c?.companyName, tenant?.tenant.name, t.tenant.defaultTitle]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per visited page (location.key)
  useEffect(() => {
    if (firstRender) {
      firstRender = false;
      return;
    }
    heading.current?.focus();
  }, [location.key]);

  const items = crumbsFor(c?.website ? { label: c.companyName || t.website, href: c.website } : null, [
    { label: t.reception, to: LANDING },
    ...crumbs,
  ]);
  return (
    <>
      <nav aria-label={t.breadcrumbLabel} className="mb-3 text-sm">
        <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-slate-600">
          {items.map((item, i) => {
            const last = i === items.length - 1;
            return (
              <li key={`${item.label}|${item.href ?? item.to ?? ''}`} className="flex items-center gap-1">
                {i > 0 && (
                  <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                    ›
                  </span>
                )}
                {last ? (
                  <span aria-current="page" className="font-medium text-slate-900">
                    {item.label}
                  </span>
                ) : item.href ? (
                  <a className="underline underline-offset-2 hover:text-slate-900" href={item.href}>
                    {item.label}
                  </a>
                ) : (
                  <RLink className="underline underline-offset-2 hover:text-slate-900" to={item.to ?? LANDING}>
                    {item.label}
                  </RLink>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      {showBack && <BackButton to={backTo} />}
      <h1 ref={heading} tabIndex={-1} className="mt-3 mb-4 text-2xl font-semibold text-slate-900 focus:outline-none">
        {title}
      </h1>
      {children}
    </>
  );
}

/**
 * 'Zurück': the previous page when it is ours (an in-app navigation, or a same-origin
 * referrer on the first page), otherwise the reception's landing page. On the landing page
 * itself, opened directly, that would be the page itself: there it leads to the practice
 * website, or is not shown when the practice has none. `to="landing"` (the pages after a
 * submission) always leads to the landing page, never back into the sent form.
 */
export function BackButton({ label, to = 'history' }: { label?: string; to?: 'history' | 'landing' }) {
  const back = useTexts().back;
  const navigate = useNavigate();
  const location = useLocation();
  const ref = useTenantRef();
  const website = useOptionalTenant()?.config.website;
  const inApp = location.key !== 'default';
  const onLanding = location.pathname.replace(/\/$/, '') === LANDING;
  let sameOriginReferrer = false;
  try {
    sameOriginReferrer = !!document.referrer && new URL(document.referrer).origin === window.location.origin;
  } catch {
    sameOriginReferrer = false;
  }
  if (to === 'history' && onLanding && !inApp && !sameOriginReferrer && !website) return null;
  const goBack = () => {
    if (to === 'landing') navigate(withTenant(LANDING, ref));
    else if (inApp || sameOriginReferrer) navigate(-1);
    else if (onLanding && website) window.location.assign(website);
    else navigate(withTenant(LANDING, ref));
  };
  return (
    <button
      type="button"
      onClick={goBack}
      className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-200"
    >
      <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
        ←
      </span>{' '}
      {label ?? back}
    </button>
  );
}

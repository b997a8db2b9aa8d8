import { RECEPTION_VERSION } from '@praxisdesk/domain/receptionTexts';
import { useTexts } from '../i18n';
import { RLink, useOptionalTenant } from '../tenant';

const link = 'text-slate-700 underline underline-offset-2 hover:text-slate-900';

/** The tenant's privacy and imprint pages ('#' when not configured) and our own legal pages. */
export function ReceptionFooter() {
  const f = useTexts().footer;
  const tenant = useOptionalTenant();
  const c = tenant?.config;
  return (
    <footer className="border-t border-slate-200 bg-white text-sm">
      <div className="mx-auto flex max-w-3xl flex-col gap-3 px-4 py-5">
        {c && (
          <nav aria-label={f.practiceLinks}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              <li>
                <a className={link} href={c.privacyPolicyUrl || '#'}>
                  {f.privacy}
                </a>
              </li>
              <li>
                <a className={link} href={c.imprintUrl || '#'}>
                  {f.imprint}
                </a>
              </li>
            </ul>
          </nav>
        )}
        <nav aria-label={f.ownLinks}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <RLink className={link} to="/impressum">
                {f.ownImprint}
              </RLink>
            </li>
            <li>
              <RLink className={link} to="/datenschutz">
                {f.ownPrivacy}
              </RLink>
            </li>
            <li>
              <RLink className={link} to="/kontakt">
                {f.contact}
              </RLink>
            </li>
          </ul>
        </nav>
        <p className="text-slate-600">{f.version(RECEPTION_VERSION)}</p>
      </div>
    </footer>
  );
}

import { contactOf, useOptionalTenant } from '../tenant';

/** The practice's phone and e-mail as links (nothing when neither is configured). */
export function ContactLinks({ intro }: { intro: string }) {
  const tenant = useOptionalTenant();
  if (!tenant) return null;
  const { phone, email } = contactOf(tenant.config);
  if (!phone && !email) return null;
  return (
    <div className="mt-5 text-sm text-slate-700">
      <p>{intro}</p>
      <ul className="mt-1 space-y-1">
        {phone && (
          <li>
            Telefon:{' '}
            <a dir="ltr" className="font-medium text-brand-800 underline" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
              {phone}
            </a>
          </li>
        )}
        {email && (
          <li>
            E-Mail:{' '}
            <a dir="ltr" className="font-medium text-brand-800 underline" href={`mailto:${email}`}>
              {email}
            </a>
          </li>
        )}
      </ul>
    </div>
  );
}

import { useTexts } from '../i18n';
import { buttonClass } from '../styles';
import { LANDING, RLink } from '../tenant';
import { ReceptionPage } from './ReceptionPage';

/** An unknown reception address: say so and offer the landing page. */
export function NotFoundPage() {
  const t = useTexts().notFound;
  return (
    <ReceptionPage title={t.title} crumbs={[{ label: t.title }]}>
      <p className="mb-5 text-slate-700">{t.body}</p>
      <RLink to={LANDING} className={buttonClass.primary}>
        {t.toLanding}
      </RLink>
    </ReceptionPage>
  );
}

import { buttonClass } from '../styles';
import { LANDING, RLink } from '../tenant';
import { ReceptionPage } from './ReceptionPage';

/** An unknown reception address: say so and offer the landing page. */
export function NotFoundPage() {
  return (
    <ReceptionPage title="Seite nicht gefunden" crumbs={[{ label: 'Seite nicht gefunden' }]}>
      <p className="mb-5 text-slate-700">Diese Seite gibt es in der Online-Rezeption nicht.</p>
      <RLink to={LANDING} className={buttonClass.primary}>
        Zur Online-Rezeption
      </RLink>
    </ReceptionPage>
  );
}

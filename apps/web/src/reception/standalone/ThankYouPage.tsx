import { THANK_YOU_SECONDS } from '@praxisdesk/domain/receptionTexts';
import { useLayoutEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTexts } from '../i18n';
import { ReceptionPage } from '../layout/ReceptionPage';
import { buttonClass } from '../styles';
import { ContactLinks } from '../success/ContactLinks';
import { useCountdown } from '../success/useCountdown';
import { useOptionalTenant } from '../tenant';
import { returnTarget } from './target';

/**
 * /success and /success.html: thanks, then after 10 seconds back to `from`, the practice
 * website or '/'. Any click or key press stops the countdown (people who are still reading
 * are not carried away); the button goes to the same place.
 */
export function ThankYouPage() {
  const texts = useTexts();
  const t = texts.thankYou;
  const tenant = useOptionalTenant();
  const [params] = useSearchParams();
  const target = returnTarget(params.get('from'), tenant?.config.website);
  const [running, setRunning] = useState(true);
  const left = useCountdown(THANK_YOU_SECONDS, running, () => window.location.assign(target));

  // A layout effect: the listeners are in place before the countdown is painted, so a key
  // pressed the moment the page appears stops it (a passive effect ran after paint, and input
  // is handled before it on a busy machine: the key press was lost).
  useLayoutEffect(() => {
    if (!running) return;
    const stop = () => setRunning(false);
    document.addEventListener('click', stop, true);
    document.addEventListener('keydown', stop, true);
    return () => {
      document.removeEventListener('click', stop, true);
      document.removeEventListener('keydown', stop, true);
    };
  }, [running]);

  return (
    <ReceptionPage title={t.title} crumbs={[{ label: t.title }]}>
      <div className="rounded-lg border border-emerald-300 bg-emerald-50 p-5 text-emerald-950">
        <p>{t.body}</p>
      </div>
      <p className="mt-4 text-sm text-slate-700" data-testid="countdown">
        {running ? t.countdown(left) : t.stopped}
      </p>
      <a href={target} className={`${buttonClass.primary} mt-5`}>
        {t.button}
      </a>
      <ContactLinks intro={texts.failure.contact} />
    </ReceptionPage>
  );
}

import { Outlet, useRevalidator } from 'react-router';
import { useTexts } from '../i18n';
import { useTenantLoad } from '../tenant';
import { ReceptionPage } from './ReceptionPage';

/** The /online-rezeption pages need a known tenant; otherwise a clear German page explains why. */
export function TenantGate() {
  const t = useTexts().tenant;
  const load = useTenantLoad();
  const revalidator = useRevalidator();
  if (load.status === 'ok') return <Outlet />;
  const [title, body] =
    load.status === 'none'
      ? [t.missingTitle, t.missingBody]
      : load.status === 'unknown'
        ? [t.unknownTitle, t.unknownBody(load.ref)]
        : [t.loadFailedTitle, t.loadFailedBody];
  return (
    <ReceptionPage title={title} crumbs={[]} showBack={false}>
      <p className="text-slate-700">{body}</p>
      {load.status === 'failed' && (
        <button
          type="button"
          onClick={() => revalidator.revalidate()}
          className="mt-4 rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800"
        >
          {t.retry}
        </button>
      )}
    </ReceptionPage>
  );
}

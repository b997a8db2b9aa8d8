import { type AdminTenant, publicPaths } from '@praxisdesk/domain';
import { useState } from 'react';
import { useRotateKey } from '../../api/admin';
import { Alert, Button, Dialog } from '../../ui';
import { fetchSnippet, htmlFormSnippet, receptionIframeSnippet, receptionLink } from './snippets';
import { adminTexts } from './texts';

const t = adminTexts.api;

function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-label={`${label} ${adminTexts.copy.toLowerCase()}`}
      onClick={() =>
        void navigator.clipboard?.writeText(text).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        })
      }
    >
      {copied ? adminTexts.copied : adminTexts.copy}
    </Button>
  );
}

function CodeBlock({ label, code }: { label: string; code: string }) {
  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium text-slate-800">{label}</span>
        <CopyButton text={code} label={label} />
      </div>
      {/* Wrapped, not scrolled: a scroll box would need to be keyboard-focusable. */}
      <pre className="whitespace-pre-wrap break-all rounded-md bg-slate-900 p-3 text-xs text-slate-100">
        <code>{code}</code>
      </pre>
    </div>
  );
}

/** Public endpoints, public key (with rotation), allowed origins, snippets, reception link. */
export function ApiDetailsDialog({ tenant, onClose }: { tenant: AdminTenant; onClose: () => void }) {
  const rotate = useRotateKey();
  const [confirming, setConfirming] = useState(false);
  const origin = window.location.origin;
  const input = {
    origin,
    slug: tenant.slug,
    publicKey: tenant.publicKey,
    website: tenant.allowedOrigins[0],
    privacyUrl: tenant.receptionConfig.privacyPolicyUrl,
  };
  const link = receptionLink(origin, tenant.slug);
  return (
    <Dialog
      title={t.title(tenant.name)}
      onClose={onClose}
      size="xl"
      footer={<Button onClick={onClose}>{adminTexts.close}</Button>}
    >
      <div className="space-y-6 text-sm">
        <section className="space-y-2">
          <h3 className="font-semibold text-slate-900">{t.endpoints}</h3>
          <dl className="grid gap-2">
            <div>
              <dt className="text-slate-600">{t.submitForm}</dt>
              <dd>
                <code className="break-all">POST {origin + publicPaths.submitForm}</code>
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t.webflow}</dt>
              <dd>
                <code className="break-all">POST {origin + publicPaths.webflowSubmit}</code>
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t.tenantId}</dt>
              <dd>
                <code>{tenant.slug}</code>
              </dd>
            </div>
          </dl>
        </section>

        <section className="space-y-2">
          <h3 className="font-semibold text-slate-900">{t.publicKey}</h3>
          <div className="flex flex-wrap items-center gap-2">
            <code className="break-all rounded bg-slate-100 px-2 py-1" data-testid="public-key">
              {tenant.publicKey}
            </code>
            <CopyButton text={tenant.publicKey} label={t.publicKey} />
            {!confirming && (
              <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
                {t.rotate}
              </Button>
            )}
          </div>
          <p className="text-slate-600">{t.publicKeyHint}</p>
          {confirming && (
            <Alert tone="warning">
              <p>{t.rotateConfirm}</p>
              <div className="mt-2 flex gap-2">
                <Button
                  size="sm"
                  variant="danger"
                  busy={rotate.isPending}
                  onClick={() => rotate.mutate(tenant.id, { onSuccess: () => setConfirming(false) })}
                >
                  {t.rotateYes}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
                  {adminTexts.cancel}
                </Button>
              </div>
            </Alert>
          )}
          {rotate.isSuccess && !confirming && <Alert tone="success">{t.rotated}</Alert>}
        </section>

        <section className="space-y-2">
          <h3 className="font-semibold text-slate-900">{t.origins}</h3>
          {tenant.allowedOrigins.length ? (
            <ul className="list-inside list-disc">
              {tenant.allowedOrigins.map((o) => (
                <li key={o}>
                  <code>{o}</code>
                </li>
              ))}
            </ul>
          ) : (
            <Alert tone="warning">{t.noOrigins}</Alert>
          )}
        </section>

        <section className="space-y-2">
          <h3 className="font-semibold text-slate-900">{t.withoutJs}</h3>
          <p className="text-slate-600">{t.withoutJsHint}</p>
          <CodeBlock label="HTML-Formular" code={htmlFormSnippet(input)} />
        </section>

        <section className="space-y-2">
          <h3 className="font-semibold text-slate-900">{t.withJs}</h3>
          <p className="text-slate-600">{t.withJsHint}</p>
          <CodeBlock label="JavaScript" code={fetchSnippet(input)} />
        </section>

        <section className="space-y-2">
          <h3 className="font-semibold text-slate-900">{t.reception}</h3>
          <p className="text-slate-600">{t.receptionHint}</p>
          <div className="flex flex-wrap items-center gap-2">
            <a
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              className="break-all font-medium text-brand-800 underline"
            >
              {link}
            </a>
            <CopyButton text={link} label="Link zur Online-Rezeption" />
          </div>
          <p className="text-slate-600">{t.receptionEmbedHint}</p>
          <CodeBlock label="Einbettung (iframe)" code={receptionIframeSnippet(origin, tenant.slug)} />
        </section>
      </div>
    </Dialog>
  );
}

/**
 * Copy-ready integration code for practice websites (API details dialog). Pure functions, so
 * the snippets are tested as text. The honeypot field website_url must stay empty.
 */
import { publicPaths } from '@praxisdesk/domain';

export interface SnippetInput {
  origin: string;
  slug: string;
  publicKey: string;
  website: string | undefined;
}

const esc = (s: string) => s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

export function htmlFormSnippet({ origin, slug, website }: SnippetInput): string {
  const site = website ?? 'https://www.ihre-praxis.de';
  return `<form action="${esc(origin + publicPaths.webflowSubmit)}" method="POST">
  <input type="hidden" name="tenantId" value="${esc(slug)}">
  <input type="hidden" name="success_url" value="${esc(site)}/danke">
  <input type="hidden" name="error_url" value="${esc(site)}/fehler">

  <label>Name <input type="text" name="name" required></label>
  <label>E-Mail <input type="email" name="email" required></label>
  <label>Telefon <input type="tel" name="telefon"></label>
  <label>Nachricht <textarea name="message" required></textarea></label>

  <!-- Spam-Schutz: dieses Feld bleibt leer und unsichtbar -->
  <div style="position:absolute;left:-10000px" aria-hidden="true">
    <input type="text" name="website_url" tabindex="-1" autocomplete="off">
  </div>

  <button type="submit">Absenden</button>
</form>`;
}

export function fetchSnippet({ origin, slug, publicKey }: SnippetInput): string {
  return `const form = document.querySelector('#kontaktformular');
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const fields = Object.fromEntries(new FormData(form));
  const response = await fetch('${origin}${publicPaths.submitForm}', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: '${publicKey}' },
    body: JSON.stringify({
      tenantId: '${slug}',
      formData: { ...fields, website_url: fields.website_url ?? '' },
    }),
  });
  const result = await response.json();
  if (result.success) {
    form.reset();
    alert('Vielen Dank! Ihre Nachricht wurde gesendet.');
  } else {
    alert(result.error);
  }
});`;
}

export const receptionLink = (origin: string, slug: string) =>
  `${origin}/online-rezeption?tenant=${encodeURIComponent(slug)}`;

/** Embedding in the practice website: allowed for the tenant's registered https origins only. */
export const receptionIframeSnippet = (origin: string, slug: string) =>
  `<iframe src="${receptionLink(origin, slug)}" title="Online-Rezeption" style="width:100%;min-height:900px;border:0" loading="lazy"></iframe>`;

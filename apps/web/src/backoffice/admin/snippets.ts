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
  /** The practice's privacy policy (reception configuration); our /datenschutz page otherwise. */
  privacyUrl?: string | undefined;
}

const esc = (s: string) => s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
/** A value inside a single-quoted JavaScript string. */
const js = (s: string) => s.replaceAll('\\', '\\\\').replaceAll("'", "\\'").replaceAll('<', '\\u003c');

const privacyOf = ({ origin, slug, privacyUrl }: SnippetInput) =>
  privacyUrl || `${origin}/datenschutz?tenant=${encodeURIComponent(slug)}`;

/**
 * A plain HTML form for webflow-submit: works without JavaScript. After sending, the browser
 * lands on our /success page (thanks, back to the website after 10 s) or /error page (the German
 * message, "Erneut versuchen" back to the form); both work without JavaScript too. At least one
 * of e-mail and phone is needed (the server says so in German otherwise).
 */
export function htmlFormSnippet(input: SnippetInput): string {
  const { origin, slug } = input;
  const tenant = encodeURIComponent(slug);
  return `<form action="${esc(origin + publicPaths.webflowSubmit)}" method="POST">
  <input type="hidden" name="tenantId" value="${esc(slug)}">
  <input type="hidden" name="success_url" value="${esc(`${origin}/success?tenant=${tenant}`)}">
  <input type="hidden" name="error_url" value="${esc(`${origin}/error?tenant=${tenant}`)}">

  <label>Name <input type="text" name="name" required></label>
  <label>E-Mail <input type="email" name="email"></label>
  <label>Telefon <input type="tel" name="telefon"></label>
  <p>Bitte geben Sie eine E-Mail-Adresse oder eine Telefonnummer an.</p>
  <label>Nachricht <textarea name="message" required></textarea></label>

  <label>
    <input type="checkbox" name="datenschutz" value="akzeptiert" required>
    Ich willige ein, dass meine Angaben zur Bearbeitung meiner Anfrage verarbeitet werden.
    Die Einwilligung kann ich jederzeit mit Wirkung für die Zukunft widerrufen.
    <a href="${esc(privacyOf(input))}" target="_blank" rel="noopener">Datenschutzerklärung</a>
  </label>

  <!-- Spam-Schutz: dieses Feld bleibt leer und unsichtbar -->
  <div style="position:absolute;left:-10000px" aria-hidden="true">
    <input type="text" name="website_url" tabindex="-1" autocomplete="off">
  </div>

  <button type="submit">Absenden</button>
</form>`;
}

/**
 * The same form sent with fetch() to submitForm: shows the German error in the page (the form
 * keeps what was typed) for a refused website (CORS), too many requests (429), no connection
 * and any other failure; on success it thanks and empties the form. Needs the form's id and a
 * message element (#kontaktformular-meldung) beside it.
 */
export function fetchSnippet(input: SnippetInput): string {
  const { origin, slug, publicKey } = input;
  return `<form id="kontaktformular">
  <label>Name <input type="text" name="name" required></label>
  <label>E-Mail <input type="email" name="email"></label>
  <label>Telefon <input type="tel" name="telefon"></label>
  <label>Nachricht <textarea name="message" required></textarea></label>
  <label>
    <input type="checkbox" name="datenschutz" value="akzeptiert" required>
    Ich willige ein, dass meine Angaben zur Bearbeitung meiner Anfrage verarbeitet werden.
    <a href="${esc(privacyOf(input))}" target="_blank" rel="noopener">Datenschutzerklärung</a>
  </label>
  <div style="position:absolute;left:-10000px" aria-hidden="true">
    <input type="text" name="website_url" tabindex="-1" autocomplete="off">
  </div>
  <p id="kontaktformular-meldung" role="alert"></p>
  <button type="submit">Absenden</button>
</form>
<script>
(() => {
  const form = document.querySelector('#kontaktformular');
  const note = document.querySelector('#kontaktformular-meldung');
  const button = form.querySelector('button[type="submit"]');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const fields = Object.fromEntries(new FormData(form));
    if (!fields.email && !fields.telefon) {
      note.textContent = 'Bitte geben Sie eine E-Mail-Adresse oder eine Telefonnummer an.';
      return;
    }
    note.textContent = '';
    button.disabled = true;
    let message;
    try {
      const response = await fetch('${js(origin + publicPaths.submitForm)}', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', apikey: '${js(publicKey)}' },
        body: JSON.stringify({ tenantId: '${js(slug)}', formData: { ...fields, website_url: fields.website_url || '' } }),
      });
      const result = await response.json().catch(() => ({}));
      if (response.ok && result.success) {
        form.reset();
        note.textContent = 'Vielen Dank! Ihre Nachricht wurde gesendet.';
        return;
      }
      message = response.status === 429
        ? 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.'
        : result.error || result.message || 'Fehler beim Senden der Anfrage';
    } catch {
      // No answer at all: offline, or the website is not registered for the practice (CORS).
      message = 'Die Nachricht konnte nicht gesendet werden. Bitte prüfen Sie Ihre Internetverbindung oder rufen Sie uns an.';
    } finally {
      button.disabled = false;
    }
    note.textContent = message; // the form keeps what was typed
  });
})();
</script>`;
}

export const receptionLink = (origin: string, slug: string) =>
  `${origin}/online-rezeption?tenant=${encodeURIComponent(slug)}`;

/** Embedding in the practice website: allowed for the tenant's registered https origins only. */
export const receptionIframeSnippet = (origin: string, slug: string) =>
  `<iframe src="${receptionLink(origin, slug)}" title="Online-Rezeption" style="width:100%;min-height:900px;border:0" loading="lazy"></iframe>`;

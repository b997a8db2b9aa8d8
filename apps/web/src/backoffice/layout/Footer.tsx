import { LAYOUT_VERSION } from '@praxisdesk/domain';
import { externalLinks, webTexts } from '../../texts';

const links = [
  { href: externalLinks.website, label: webTexts.footer.website },
  { href: externalLinks.imprint, label: webTexts.footer.imprint },
  { href: externalLinks.privacy, label: webTexts.footer.privacy },
];

export function Footer() {
  return (
    <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-4 text-sm text-slate-600 sm:px-6">
      <nav aria-label={webTexts.footer.linksLabel}>
        <ul className="flex flex-wrap gap-x-5 gap-y-1">
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="underline-offset-2 hover:text-slate-900 hover:underline"
              >
                {link.label}
                <span className="sr-only"> {webTexts.opensInNewTab}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <span>{webTexts.footer.version(LAYOUT_VERSION)}</span>
    </footer>
  );
}

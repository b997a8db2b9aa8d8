import { webTexts } from '../../texts';
import { PageHeader } from '../../ui';

/** Placeholder until the blacklist screen is built; keeps the route, title and heading stable. */
export function BlacklistPage() {
  const text = webTexts.placeholders.blacklist;
  return <PageHeader title={text.title} description={text.body} />;
}

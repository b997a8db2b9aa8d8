import { webTexts } from '../../texts';
import { PageHeader } from '../../ui';

/** Placeholder until the admin screen is built; keeps the route, title and heading stable. */
export function AdminPage() {
  const text = webTexts.placeholders.admin;
  return <PageHeader title={text.title} description={text.body} />;
}

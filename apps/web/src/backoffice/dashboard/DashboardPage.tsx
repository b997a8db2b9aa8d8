import { webTexts } from '../../texts';
import { PageHeader } from '../../ui';

/** Placeholder until the dashboard screen is built; keeps the route, title and heading stable. */
export function DashboardPage() {
  const text = webTexts.placeholders.dashboard;
  return <PageHeader title={text.title} description={text.body} />;
}

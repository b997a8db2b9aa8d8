import { webTexts } from '../../texts';
import { PageHeader } from '../../ui';

/** Placeholder until the membership screen is built; keeps the route, title and heading stable. */
export function MembershipPage() {
  const text = webTexts.placeholders.membership;
  return <PageHeader title={text.title} description={text.body} />;
}

import { useParams } from 'react-router';
import { webTexts } from '../../texts';
import { PageHeader } from '../../ui';

/** Placeholder until the submission detail screen is built. */
export function SubmissionPage() {
  const { id } = useParams();
  const text = webTexts.placeholders.submission;
  return <PageHeader title={`${text.title} #${id?.slice(0, 8) ?? ''}`} description={text.body} />;
}

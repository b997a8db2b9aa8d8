import { webTexts } from '../texts';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';

/**
 * Last line of defence for render errors and failed lazy chunks (typically after a deploy
 * replaced the files): a German message and a reload instead of React Router's dev screen.
 */
export function RouteError() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 p-6">
      <Alert title={webTexts.errorBoundary.title}>{webTexts.errorBoundary.body}</Alert>
      <Button onClick={() => window.location.reload()}>{webTexts.errorBoundary.reload}</Button>
    </main>
  );
}

import { Alert, Button } from '../../ui';
import { adminTexts } from './texts';

/** A list of the administration that could not be loaded: the German message and a retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert>
      {message}{' '}
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {adminTexts.retry}
      </Button>
    </Alert>
  );
}

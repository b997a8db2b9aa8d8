import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';
import { LoadingState } from './Spinner';

const retryLabel = 'Erneut versuchen';

/** A list that could not be loaded: the German message and a retry button. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert>
      {message}{' '}
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}

/**
 * The three states of a query on a screen: the spinner while it loads, the German message with
 * a retry when it failed, and `children` with the data once it is there.
 */
export function QueryView<T>({
  query,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <LoadFailed message={failed} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

import { useState } from 'react';
import type { ApiRequestError } from '../../api/http';

/**
 * One request of a sign-in form: busy while it runs, its error afterwards (cleared by the next
 * try). What TanStack's useMutation gave these forms, without loading it on the sign-in page.
 */
export function useRequest<A, R>(run: (arg: A) => Promise<R>) {
  const [state, setState] = useState<{ isPending: boolean; error: ApiRequestError | null }>({
    isPending: false,
    error: null,
  });
  const submit = (arg: A, onSuccess: (result: R) => void) => {
    setState({ isPending: true, error: null });
    run(arg).then(
      (result) => {
        setState({ isPending: false, error: null });
        onSuccess(result);
      },
      // apiFetch fails with ApiRequestError only (there is no abort signal here).
      (error: ApiRequestError) => setState({ isPending: false, error }),
    );
  };
  return { ...state, isError: state.error !== null, submit };
}

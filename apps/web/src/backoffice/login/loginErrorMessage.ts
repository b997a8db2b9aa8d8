import { uiErrors } from '@praxisdesk/domain/errors';
import { ApiRequestError } from '../../api/http';

/**
 * Spec §8: a failed sign-in shows one fixed sentence, so nobody learns whether the e-mail
 * exists. Rate limiting and a dead connection are not about the credentials, so they say so.
 */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.code === 'RATE_LIMITED') return error.message;
    if (error.code === 'NETWORK') return uiErrors.network;
  }
  return uiErrors.loginFailed;
}

import { type ErrorCode, messageFor } from '@praxisdesk/domain';

const statusOf: Partial<Record<ErrorCode, number>> = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  INVALID_CREDENTIALS: 401,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CROSS_SITE_REQUEST: 403,
  NO_TENANT: 403,
  TENANT_NOT_FOUND: 404,
  SUBMISSION_NOT_FOUND: 404,
  SPAM_STATE_UNCHANGED: 409,
  FILE_NOT_FOUND: 404,
  NO_SENDER_IP: 409,
  INVALID_API_KEY: 401,
  ORIGIN_NOT_ALLOWED: 403,
  GRANT_INVALID: 403,
  ALREADY_EXISTS: 409,
  NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  PACKAGE_NOT_FOUND: 404,
  ENTRY_NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  TENANT_ID_TAKEN: 409,
  LAST_ADMIN: 409,
  SELF_PROTECTED: 409,
  ADDON_NOT_AVAILABLE: 400,
  CONFIRMATION_MISMATCH: 400,
  RETENTION_APPLIES: 409,
  RETENTION_TOO_SHORT: 400,
  EXPORT_SELECTION_INVALID: 400,
  RATE_LIMITED: 429,
  REQUEST_TIMEOUT: 408,
  ANAMNESIS_NOT_FOUND: 404,
  PASSWORD_TOO_SHORT: 400,
  PASSWORD_TOO_COMMON: 400,
  CURRENT_PASSWORD_WRONG: 400,
  MFA_CODE_INVALID: 401,
  MFA_CHALLENGE_EXPIRED: 401,
  MFA_SETUP_REQUIRED: 403,
  MFA_REQUIRED: 409,
  MFA_ALREADY_ENABLED: 409,
  MFA_NOT_ENABLED: 409,
  MFA_SETUP_EXPIRED: 409,
  LINK_INVALID: 400,
  LINK_EXPIRED: 410,
  LINK_USED: 410,
  SESSION_NOT_FOUND: 404,
  INVITATION_NOT_PENDING: 409,
  CONTACT_REQUIRED: 400,
  WEBHOOK_URL_INVALID: 400,
  WEBHOOK_NOT_CONFIGURED: 404,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
};

/** The one error type of the server: a stable code, its HTTP status and a German message. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly extra: { retryAfterSeconds?: number } = {},
  ) {
    super(message ?? messageFor(code));
    this.status = statusOf[code] ?? 500;
  }

  /**
   * The same error without a stack trace (V8 captures one on every construction, and no
   * AppError's stack is ever logged): for refusals answered thousands of times a second.
   */
  static withoutStack(...args: ConstructorParameters<typeof AppError>): AppError {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      return new AppError(...args);
    } finally {
      Error.stackTraceLimit = limit;
    }
  }
}

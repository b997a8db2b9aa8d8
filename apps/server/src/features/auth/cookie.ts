import type { CookieSerializeOptions } from '@fastify/cookie';

export const SESSION_COOKIE = 'pd_session';
/** The half-finished sign-in (password accepted, code outstanding), minutes only. */
export const MFA_COOKIE = 'pd_mfa';

/** HttpOnly so scripts never see it; SameSite=Strict so other sites never send it. */
export function sessionCookieOptions(secure: boolean, maxAgeMs: number): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/',
    maxAge: Math.floor(maxAgeMs / 1000),
  };
}

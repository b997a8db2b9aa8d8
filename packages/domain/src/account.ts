/**
 * Issue 19: staff accounts (two-factor sign-in, password reset and change, invitations, active
 * sessions). Contracts, limits and German texts shared by server and web.
 */
import { z } from 'zod';
import { sessionUser } from './contracts.js';

export * from './accountTexts.js';

/** 6 digits (spaces allowed while typing) or a recovery code xxxxx-xxxxx. */
export const mfaCode = z.string().trim().min(1).max(40);

export const loginMfaRequired = z.object({ mfaRequired: z.literal(true) });
export const loginResponse = z.union([z.object({ user: sessionUser }), loginMfaRequired]);
export type LoginResponse = z.infer<typeof loginResponse>;

export const mfaVerifyRequest = z.object({ code: mfaCode });

export const mfaStatus = z.object({
  enabled: z.boolean(),
  /** Required for this user (installation-wide or by one of their practices). */
  required: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type MfaStatus = z.infer<typeof mfaStatus>;

export const mfaSetupResponse = z.object({
  /** Base32, shown as text beside the QR code. */
  secret: z.string(),
  /** otpauth://totp/… encoded into the QR code (rendered locally as SVG). */
  otpauthUri: z.string(),
});
export const mfaConfirmRequest = z.object({ code: mfaCode });
export const recoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
export const passwordConfirmRequest = z.object({ password: z.string().min(1).max(1024) });

export const changePasswordRequest = z.object({
  currentPassword: z.string().min(1).max(1024),
  newPassword: z.string().min(1).max(1024),
});

export const accountSession = z.object({
  id: z.string().uuid(),
  userAgent: z.string().nullable(),
  /** "Chrome unter Linux", from the user agent. */
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;
export const accountSessionsResponse = z.object({ sessions: z.array(accountSession) });
export const endSessionsResponse = z.object({ count: z.number().int() });

/** Token links carry their token in the URL fragment; the page posts it here. */
const linkToken = z.string().trim().min(1).max(200);
export const passwordResetRequest = z.object({ email: z.string().trim().min(1).max(320) });
export const passwordResetComplete = z.object({ token: linkToken, password: z.string().min(1).max(1024) });
export const invitationQuery = z.object({ token: linkToken });
export const invitationInfo = z.object({ email: z.string(), fullName: z.string(), mfaRequired: z.boolean() });
export const invitationAccept = z.object({ token: linkToken, password: z.string().min(1).max(1024) });

export const securitySettings = z.object({
  requireMfa: z.boolean(),
  tenants: z.array(z.object({ id: z.string().uuid(), name: z.string(), requireMfa: z.boolean() })),
});
export type SecuritySettings = z.infer<typeof securitySettings>;
export const updateSecuritySettings = z.object({
  requireMfa: z.boolean(),
  /** The practices whose users must use 2FA; all others do not require it. */
  tenantIds: z.array(z.string().uuid()).max(1000),
});

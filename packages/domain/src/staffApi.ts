/**
 * Every route of the staff API (cookie session, /api/…), declared once. The server registers
 * exactly these (apps/server/src/lib/contractRoute.ts; a test checks its route table against
 * this list) and the web client calls them through `api(staffApi.x, …)`.
 * The public intake paths are plain constants in publicConstants.ts (`publicPaths`).
 */

import {
  accountSessionsResponse,
  changePasswordRequest,
  endSessionsResponse,
  invitationAccept,
  invitationInfo,
  invitationQuery,
  loginResponse,
  mfaConfirmRequest,
  mfaSetupResponse,
  mfaStatus,
  mfaVerifyRequest,
  passwordConfirmRequest,
  passwordResetComplete,
  passwordResetRequest,
  recoveryCodesResponse,
  securitySettings,
  updateSecuritySettings,
} from './account.js';
import {
  addBlacklistRequest,
  adminMembershipsResponse,
  adminTenantResponse,
  adminTenantsResponse,
  adminUserResponse,
  adminUsersResponse,
  blacklistEntry,
  blacklistResponse,
  blacklistScopeQuery,
  bulkDeleteRequest,
  bulkResult,
  bulkRoleRequest,
  createTenantRequest,
  createUserRequest,
  deleteTenantRequest,
  ipHashParams,
  membershipOverview,
  receptionConfigRequest,
  tenantImpact,
  updateMembershipRequest,
  updateTenantRequest,
  updateUserRequest,
  userIdParams,
  userListFilter,
  userMembership,
} from './admin.js';
import { anamnesisResponse, anamnesisStatus, generateAnamnesisRequest } from './anamnesisContracts.js';
import { anamnesisFhirBundleSchema } from './anamnesisFhirContract.js';
import { defineApi, defineRoute } from './apiContract.js';
import {
  currentMembership,
  idParams,
  loginRequest,
  prescriptionDataResponse,
  sessionResponse,
  setProcessedRequest,
  submissionDetailResponse,
  submissionListQuery,
  submissionListResponse,
  submissionResponse,
} from './contracts.js';
import {
  blockSenderResponse,
  bulkDeleteResponse,
  bulkDeleteSubmissionsRequest,
  inboxEventsQuery,
  setSpamRequest,
  statsQuery,
  submissionFileQuery,
  submissionStats,
} from './inbox.js';
import { prescriptionData } from './prescription.js';
import {
  accessLogResponse,
  auditListResponse,
  auditQuery,
  deletionPreviewRequest,
  deletionPreviewResponse,
  patientExportRequest,
  patientMatchesResponse,
  retainedListResponse,
  retainedQuery,
  retentionResponse,
  retentionSetting,
} from './privacy.js';
import { scanRequest, scanResult } from './spamScan.js';
import { putWebhookRequest, webhookResponse, webhookSecretResponse, webhookTestResponse } from './webhooks.js';

export const staffApi = defineApi({
  // Session
  /** Either the signed-in user, or `mfaRequired` (then a short-lived challenge cookie awaits the code). */
  login: defineRoute({ method: 'POST', path: '/api/auth/login', body: loginRequest, response: loginResponse }),
  logout: defineRoute({ method: 'POST', path: '/api/auth/logout', status: 204 }),
  session: defineRoute({ method: 'GET', path: '/api/auth/session', response: sessionResponse }),

  // Accounts (issue 19): second sign-in step, reset and invitation links (no session needed)
  loginMfa: defineRoute({ method: 'POST', path: '/api/auth/mfa', body: mfaVerifyRequest, response: sessionResponse }),
  requestPasswordReset: defineRoute({
    method: 'POST',
    path: '/api/auth/password-reset/request',
    body: passwordResetRequest,
    status: 202,
  }),
  completePasswordReset: defineRoute({
    method: 'POST',
    path: '/api/auth/password-reset',
    body: passwordResetComplete,
    status: 204,
  }),
  invitation: defineRoute({
    method: 'POST',
    path: '/api/auth/invitation',
    body: invitationQuery,
    response: invitationInfo,
  }),
  acceptInvitation: defineRoute({
    method: 'POST',
    path: '/api/auth/invitation/accept',
    body: invitationAccept,
    response: sessionResponse,
  }),

  // Own account: the Konto page
  mfaStatus: defineRoute({ method: 'GET', path: '/api/account/mfa', response: mfaStatus }),
  startMfaSetup: defineRoute({ method: 'POST', path: '/api/account/mfa/setup', response: mfaSetupResponse }),
  confirmMfaSetup: defineRoute({
    method: 'POST',
    path: '/api/account/mfa/confirm',
    body: mfaConfirmRequest,
    response: recoveryCodesResponse,
  }),
  disableMfa: defineRoute({
    method: 'POST',
    path: '/api/account/mfa/disable',
    body: passwordConfirmRequest,
    status: 204,
  }),
  regenerateRecoveryCodes: defineRoute({
    method: 'POST',
    path: '/api/account/mfa/recovery-codes',
    body: passwordConfirmRequest,
    response: recoveryCodesResponse,
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/api/account/password',
    body: changePasswordRequest,
    status: 204,
  }),
  listSessions: defineRoute({ method: 'GET', path: '/api/account/sessions', response: accountSessionsResponse }),
  endSession: defineRoute({ method: 'DELETE', path: '/api/account/sessions/:id', params: idParams, status: 204 }),
  endOtherSessions: defineRoute({
    method: 'POST',
    path: '/api/account/sessions/end-others',
    response: endSessionsResponse,
  }),

  // Membership
  currentMembership: defineRoute({ method: 'GET', path: '/api/membership/current', response: currentMembership }),
  membershipOverview: defineRoute({ method: 'GET', path: '/api/membership/overview', response: membershipOverview }),

  // Inbox
  listSubmissions: defineRoute({
    method: 'GET',
    path: '/api/submissions',
    query: submissionListQuery,
    response: submissionListResponse,
  }),
  /** CSV download of the inbox under the list's filters (issue 18): the columns of the list's cards. */
  exportSubmissionsCsv: defineRoute({
    method: 'GET',
    path: '/api/submissions/export.csv',
    query: submissionListQuery.omit({ page: true, limit: true }),
  }),
  submissionStats: defineRoute({
    method: 'GET',
    path: '/api/submissions/stats',
    query: statsQuery,
    response: submissionStats,
  }),
  /** Server-sent events: `data: {"type":"changed","tenantId":…}` when a tenant's inbox changed. */
  submissionEvents: defineRoute({
    method: 'GET',
    path: '/api/submissions/events',
    query: inboxEventsQuery,
    hide: true,
  }),
  bulkDeleteSubmissions: defineRoute({
    method: 'POST',
    path: '/api/submissions/bulk-delete',
    body: bulkDeleteSubmissionsRequest,
    response: bulkDeleteResponse,
  }),
  /** What "Löschen" will do to each id: delete at once, or hide under a retention duty. */
  deletionPreview: defineRoute({
    method: 'POST',
    path: '/api/submissions/deletion-preview',
    body: deletionPreviewRequest,
    response: deletionPreviewResponse,
  }),
  getSubmission: defineRoute({
    method: 'GET',
    path: '/api/submissions/:id',
    params: idParams,
    response: submissionDetailResponse,
  }),
  setProcessed: defineRoute({
    method: 'PATCH',
    path: '/api/submissions/:id/processed',
    params: idParams,
    body: setProcessedRequest,
    response: submissionResponse,
  }),
  setSpam: defineRoute({
    method: 'PATCH',
    path: '/api/submissions/:id/spam',
    params: idParams,
    body: setSpamRequest,
    response: submissionResponse,
  }),
  /** 202 with the service's answer (not described by a schema). */
  resendNotifications: defineRoute({
    method: 'POST',
    path: '/api/submissions/:id/notifications',
    params: idParams,
    status: 202,
  }),
  deleteSubmission: defineRoute({ method: 'DELETE', path: '/api/submissions/:id', params: idParams, status: 204 }),
  blockSender: defineRoute({
    method: 'POST',
    path: '/api/submissions/:id/block-sender',
    params: idParams,
    response: blockSenderResponse,
  }),
  /** The decrypted prescription file (its own content type). */
  submissionFile: defineRoute({
    method: 'GET',
    path: '/api/submissions/:id/file',
    params: idParams,
    query: submissionFileQuery,
  }),
  /** Staff key the Muster 13 fields of a prescription ("Rezeptdaten erfassen", issue 20). */
  savePrescriptionData: defineRoute({
    method: 'PUT',
    path: '/api/submissions/:id/prescription',
    params: idParams,
    body: prescriptionData,
    response: prescriptionDataResponse,
  }),
  /** The submission (with its anamnesis, if any) as an A4 PDF for the patient record. */
  submissionPdf: defineRoute({ method: 'GET', path: '/api/submissions/:id/pdf', params: idParams }),
  /** The anamnesis as FHIR R4: a collection Bundle of CodeSystem, Questionnaire and QuestionnaireResponse. */
  anamnesisFhir: defineRoute({
    method: 'GET',
    path: '/api/submissions/:id/anamnesis/fhir',
    params: idParams,
    response: anamnesisFhirBundleSchema,
  }),

  // Anamnesis card
  getAnamnesis: defineRoute({
    method: 'GET',
    path: '/api/submissions/:id/anamnesis',
    params: idParams,
    response: anamnesisResponse,
  }),
  anamnesisStatus: defineRoute({
    method: 'GET',
    path: '/api/submissions/:id/anamnesis/status',
    params: idParams,
    response: anamnesisStatus,
  }),
  generateAnamnesisSummary: defineRoute({
    method: 'POST',
    path: '/api/submissions/:id/anamnesis/summary',
    params: idParams,
    body: generateAnamnesisRequest,
    response: anamnesisStatus,
    status: 202,
  }),
  generateClinicalText: defineRoute({
    method: 'POST',
    path: '/api/submissions/:id/anamnesis/clinical-text',
    params: idParams,
    body: generateAnamnesisRequest,
    response: anamnesisStatus,
    status: 202,
  }),

  // Data protection of one submission
  accessLog: defineRoute({
    method: 'GET',
    path: '/api/submissions/:id/access-log',
    params: idParams,
    response: accessLogResponse,
  }),
  relatedSubmissions: defineRoute({
    method: 'GET',
    path: '/api/submissions/:id/related',
    params: idParams,
    response: patientMatchesResponse,
  }),
  /** A ZIP of the chosen submissions of one patient. */
  exportPatient: defineRoute({
    method: 'POST',
    path: '/api/submissions/:id/export',
    params: idParams,
    body: patientExportRequest,
  }),
  eraseSubmission: defineRoute({ method: 'POST', path: '/api/submissions/:id/erasure', params: idParams, status: 204 }),

  // Spam scan: JSON, or with options.enableStreaming an event stream of `data: {json}` lines.
  spamScan: defineRoute({ method: 'POST', path: '/api/spam/scan', body: scanRequest, response: scanResult }),

  // Administration: users
  listUsers: defineRoute({ method: 'GET', path: '/api/admin/users', response: adminUsersResponse }),
  createUser: defineRoute({
    method: 'POST',
    path: '/api/admin/users',
    body: createUserRequest,
    response: adminUserResponse,
    status: 201,
  }),
  updateUser: defineRoute({
    method: 'PUT',
    path: '/api/admin/users/:id',
    params: idParams,
    body: updateUserRequest,
    response: adminUserResponse,
  }),
  deleteUser: defineRoute({ method: 'DELETE', path: '/api/admin/users/:id', params: idParams, status: 204 }),
  setUserRoles: defineRoute({
    method: 'POST',
    path: '/api/admin/users/bulk-role',
    body: bulkRoleRequest,
    response: bulkResult,
  }),
  deleteUsers: defineRoute({
    method: 'POST',
    path: '/api/admin/users/bulk-delete',
    body: bulkDeleteRequest,
    response: bulkResult,
  }),
  resendInvitation: defineRoute({
    method: 'POST',
    path: '/api/admin/users/:id/invitation',
    params: idParams,
    status: 202,
  }),
  resetUserMfa: defineRoute({ method: 'DELETE', path: '/api/admin/users/:id/mfa', params: idParams, status: 204 }),
  securitySettings: defineRoute({ method: 'GET', path: '/api/admin/security', response: securitySettings }),
  updateSecuritySettings: defineRoute({
    method: 'PUT',
    path: '/api/admin/security',
    body: updateSecuritySettings,
    response: securitySettings,
  }),
  /** CSV download. */
  exportUsersCsv: defineRoute({ method: 'GET', path: '/api/admin/users/export.csv', query: userListFilter }),

  // Administration: tenants
  listTenants: defineRoute({ method: 'GET', path: '/api/admin/tenants', response: adminTenantsResponse }),
  createTenant: defineRoute({
    method: 'POST',
    path: '/api/admin/tenants',
    body: createTenantRequest,
    response: adminTenantResponse,
    status: 201,
  }),
  updateTenant: defineRoute({
    method: 'PUT',
    path: '/api/admin/tenants/:id',
    params: idParams,
    body: updateTenantRequest,
    response: adminTenantResponse,
  }),
  setReceptionConfig: defineRoute({
    method: 'PUT',
    path: '/api/admin/tenants/:id/reception-config',
    params: idParams,
    body: receptionConfigRequest,
    response: adminTenantResponse,
  }),
  rotateTenantKey: defineRoute({
    method: 'POST',
    path: '/api/admin/tenants/:id/rotate-key',
    params: idParams,
    response: adminTenantResponse,
  }),
  tenantImpact: defineRoute({
    method: 'GET',
    path: '/api/admin/tenants/:id/impact',
    params: idParams,
    response: tenantImpact,
  }),
  deleteTenant: defineRoute({
    method: 'DELETE',
    path: '/api/admin/tenants/:id',
    params: idParams,
    body: deleteTenantRequest,
    status: 204,
  }),
  getRetention: defineRoute({
    method: 'GET',
    path: '/api/admin/tenants/:id/retention',
    params: idParams,
    response: retentionResponse,
  }),
  updateRetention: defineRoute({
    method: 'PUT',
    path: '/api/admin/tenants/:id/retention',
    params: idParams,
    body: retentionSetting,
    response: retentionResponse,
  }),
  /** The practice's webhook and its newest deliveries (issue 18). */
  getWebhook: defineRoute({
    method: 'GET',
    path: '/api/admin/tenants/:id/webhook',
    params: idParams,
    response: webhookResponse,
  }),
  putWebhook: defineRoute({
    method: 'PUT',
    path: '/api/admin/tenants/:id/webhook',
    params: idParams,
    body: putWebhookRequest,
    response: webhookSecretResponse,
  }),
  rotateWebhookSecret: defineRoute({
    method: 'POST',
    path: '/api/admin/tenants/:id/webhook/rotate-secret',
    params: idParams,
    response: webhookSecretResponse,
  }),
  deleteWebhook: defineRoute({
    method: 'DELETE',
    path: '/api/admin/tenants/:id/webhook',
    params: idParams,
    status: 204,
  }),
  testWebhook: defineRoute({
    method: 'POST',
    path: '/api/admin/tenants/:id/webhook/test',
    params: idParams,
    response: webhookTestResponse,
  }),
  /** A ZIP of all of one tenant's data. */
  exportTenant: defineRoute({ method: 'GET', path: '/api/admin/tenants/:id/export', params: idParams }),

  // Administration: memberships, blacklist, audit trail
  adminMemberships: defineRoute({ method: 'GET', path: '/api/admin/memberships', response: adminMembershipsResponse }),
  updateMembership: defineRoute({
    method: 'PUT',
    path: '/api/admin/memberships/:userId',
    params: userIdParams,
    body: updateMembershipRequest,
    response: userMembership,
  }),
  listBlacklist: defineRoute({ method: 'GET', path: '/api/admin/blacklist', response: blacklistResponse }),
  addBlacklist: defineRoute({
    method: 'POST',
    path: '/api/admin/blacklist',
    body: addBlacklistRequest,
    response: blacklistEntry,
    status: 201,
  }),
  removeBlacklist: defineRoute({
    method: 'DELETE',
    path: '/api/admin/blacklist/:ipHash',
    params: ipHashParams,
    query: blacklistScopeQuery,
    status: 204,
  }),
  /** "Gelöscht (Aufbewahrungspflicht)": hidden submissions, and restoring one. */
  listRetained: defineRoute({
    method: 'GET',
    path: '/api/admin/retained',
    query: retainedQuery,
    response: retainedListResponse,
  }),
  restoreRetained: defineRoute({
    method: 'POST',
    path: '/api/admin/retained/:id/restore',
    params: idParams,
    status: 204,
  }),
  listAudit: defineRoute({ method: 'GET', path: '/api/admin/audit', query: auditQuery, response: auditListResponse }),
  /** CSV download. */
  exportAuditCsv: defineRoute({ method: 'GET', path: '/api/admin/audit/export.csv', query: auditQuery }),
});

export type StaffApi = typeof staffApi;

/**
 * Every route of the staff API (cookie session, /api/…), declared once. The server registers
 * exactly these (apps/server/src/lib/contractRoute.ts; a test checks its route table against
 * this list) and the web client calls them through `api(staffApi.x, …)`.
 * The public intake paths are plain constants in publicConstants.ts (`publicPaths`).
 */
import {
  addBlacklistRequest,
  adminMembershipsResponse,
  adminTenantResponse,
  adminTenantsResponse,
  adminUserResponse,
  adminUsersResponse,
  blacklistEntry,
  blacklistResponse,
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
import { defineApi, defineRoute } from './apiContract.js';
import {
  currentMembership,
  idParams,
  loginRequest,
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
import {
  accessLogResponse,
  auditListResponse,
  auditQuery,
  patientExportRequest,
  patientMatchesResponse,
  retentionResponse,
  retentionSetting,
} from './privacy.js';
import { scanRequest, scanResult } from './spamScan.js';

export const staffApi = defineApi({
  // Session
  login: defineRoute({ method: 'POST', path: '/api/auth/login', body: loginRequest, response: sessionResponse }),
  logout: defineRoute({ method: 'POST', path: '/api/auth/logout', status: 204 }),
  session: defineRoute({ method: 'GET', path: '/api/auth/session', response: sessionResponse }),

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
    status: 204,
  }),
  listAudit: defineRoute({ method: 'GET', path: '/api/admin/audit', query: auditQuery, response: auditListResponse }),
  /** CSV download. */
  exportAuditCsv: defineRoute({ method: 'GET', path: '/api/admin/audit/export.csv', query: auditQuery }),
});

export type StaffApi = typeof staffApi;

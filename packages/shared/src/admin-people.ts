import { z } from 'zod';
import { ADMIN_PAGE_SIZES, AdminBetaApplicationSchema, CODE_EMAIL_OUTCOMES } from './admin.js';
import { PLAN_NAMES } from './constants.js';
import { pageSchema, pageSizeSchema, paginatedSchema, searchSchema } from './pagination.js';
import { JoinWaitingListSchema } from './waiting-list.js';

/** The admin's people tools (issue 29): leads, users and upgrade requests. Scout's own copy. */
export const ADMIN_PEOPLE_MESSAGES = {
  leadsTitle: 'Leads',
  leadsSubtitle: 'People on the waiting list: invite them to the beta or remove them',
  leadsEmpty: 'No one is on the waiting list yet',
  leadsSearch: 'Search by name or email',
  exportCsv: 'Export CSV',
  invite: 'Invite',
  invitedTitle: 'Lead Invited',
  invitedDescription: (email: string) =>
    `${email} is now an approved beta application; the access code was emailed.`,
  inviteAlreadySent: (email: string) =>
    `${email} was invited before; the access code email was not sent again.`,
  inviteFailed: 'The invitation could not be sent. Please try again.',
  inviteCodeUsed: 'This lead already has an account: their access code has been used.',
  deleteLeadTitle: 'Delete Lead',
  deleteLeadDescription:
    'Are you sure you want to remove this person from the waiting list? This action cannot be undone.',
  leadDeletedTitle: 'Lead Deleted',
  leadDeletedDescription: 'The lead has been removed from the waiting list.',
  leadDeleteFailed: 'Failed to delete lead. Please try again.',
  usersTitle: 'Users',
  usersSubtitle: 'Everyone with an account: their plan, usage and access',
  usersEmpty: 'No users found',
  usersSearch: 'Search by name or email',
  planChangedTitle: 'Plan Changed',
  planChangedDescription: (email: string, plan: string) =>
    `${email} is now on the ${plan} plan; the new limits apply at once.`,
  planChangeFailed: 'Failed to change the plan. Please try again.',
  disabledTitle: 'User Disabled',
  disabledDescription: (email: string) => `${email} can no longer sign in or use their API keys.`,
  enabledTitle: 'User Enabled',
  enabledDescription: (email: string) => `${email} can sign in again.`,
  disableFailed: 'Failed to change the account. Please try again.',
  cannotDisableSelf: 'You cannot disable your own account.',
  neverSignedIn: 'Never',
  upgradesTitle: 'Upgrade Requests',
  upgradesSubtitle: 'Who asked for which plan, from the app or the contact form',
  upgradesEmpty: 'No upgrade requests yet',
  markHandled: 'Mark handled',
  handledTitle: 'Request Handled',
  handledDescription: (email: string) => `The request from ${email} is marked handled.`,
  handleFailed: 'Failed to mark the request handled. Please try again.',
} as const;

/** Said to a disabled account at sign-in and to its API keys. */
export const ACCOUNT_DISABLED_MESSAGE =
  'This account has been disabled. Please contact support if you think this is a mistake.';

const adminPageSize = pageSizeSchema(ADMIN_PAGE_SIZES, 10);

/** ?page=&pageSize=&search= for the admin's leads and users (search: name or email). */
export const AdminPeopleListQuerySchema = z.object({
  page: pageSchema,
  pageSize: adminPageSize,
  search: searchSchema,
});
export type AdminPeopleListQuery = z.infer<typeof AdminPeopleListQuerySchema>;

/** ?search= for the CSV export: every matching lead. */
export const AdminLeadExportQuerySchema = z.object({ search: searchSchema });

/** ?page=&pageSize=&handled= for upgrade requests (handled: 'true' or 'false'; absent: all). */
export const AdminUpgradeListQuerySchema = z.object({
  page: pageSchema,
  pageSize: adminPageSize,
  handled: z
    .enum(['true', 'false'], 'Handled must be true or false')
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
export type AdminUpgradeListQuery = z.infer<typeof AdminUpgradeListQuerySchema>;

export const AdminLeadSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  position: z.string(),
  company_size: z.string(),
  company_website: z.string(),
  status: z.string(),
  founder_note_sent_at: z.string().nullable(),
  invited_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminLead = z.infer<typeof AdminLeadSchema>;
export const AdminLeadListSchema = paginatedSchema(AdminLeadSchema);
export type AdminLeadList = z.infer<typeof AdminLeadListSchema>;

/** An invitation: the lead, the beta application it became, and what became of the code email. */
export const InviteLeadResponseSchema = z.object({
  lead: AdminLeadSchema,
  application: AdminBetaApplicationSchema,
  code_email: z.enum(CODE_EMAIL_OUTCOMES),
});
export type InviteLeadResponse = z.infer<typeof InviteLeadResponseSchema>;

export const AdminUserRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The plan's name; null when the user has none. */
  plan: z.string().nullable(),
  is_admin: z.boolean(),
  disabled: z.boolean(),
  usage: z.object({ suites: z.number(), tests: z.number(), runs_today: z.number() }),
  last_sign_in_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminUserRow = z.infer<typeof AdminUserRowSchema>;
export const AdminUserListSchema = paginatedSchema(AdminUserRowSchema);
export type AdminUserList = z.infer<typeof AdminUserListSchema>;

export const SetUserDisabledSchema = z.object({ disabled: z.boolean() });
export type SetUserDisabled = z.infer<typeof SetUserDisabledSchema>;

export const UPGRADE_REQUEST_SOURCES = ['app', 'contact'] as const;

export const AdminUpgradeRequestSchema = z.object({
  id: z.string(),
  user_id: z.string().nullable(),
  email: z.string(),
  name: z.string().nullable(),
  company: z.string().nullable(),
  position: z.string().nullable(),
  company_size: z.string().nullable(),
  plan: z.string(),
  source: z.enum(UPGRADE_REQUEST_SOURCES),
  handled_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminUpgradeRequest = z.infer<typeof AdminUpgradeRequestSchema>;
export const AdminUpgradeRequestListSchema = paginatedSchema(AdminUpgradeRequestSchema);
export type AdminUpgradeRequestList = z.infer<typeof AdminUpgradeRequestListSchema>;

/** /contact?plan=…: the waiting-list form's fields and the plan asked about. */
export const ContactRequestSchema = JoinWaitingListSchema.extend({
  plan: z.enum(PLAN_NAMES, { error: 'Choose one of the plans' }),
});
export type ContactRequest = z.output<typeof ContactRequestSchema>;

export const CONTACT_MESSAGES = {
  successTitle: 'Thanks, We Will Be in Touch!',
  successDescription: (plan: string) =>
    `We have your request for the ${plan} plan. We'll email you as soon as it is available, usually within two business days.`,
} as const;

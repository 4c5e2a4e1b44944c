import { z } from 'zod';
import { BETA_STATUSES, tooLongMessage } from './constants.js';
import { pageSchema, pageSizeSchema, paginatedSchema } from './pagination.js';

/** Rows per page of the admin lists (default 10). */
export const ADMIN_PAGE_SIZES = [10, 20, 50] as const;

/** The admin area's copy (spec sections 2, 4 and 8) and Scout's own for the access-code email. */
export const ADMIN_MESSAGES = {
  betaTitle: 'Beta Applications',
  betaSubtitle: 'Manage and review beta program applications',
  statusUpdatedTitle: 'Status Updated',
  statusUpdatedDescription: (status: string) => `Application status has been updated to ${status}`,
  confirmDeleteTitle: 'Confirm Deletion',
  confirmDeleteDescription:
    'Are you sure you want to delete this beta application? This action cannot be undone.',
  feedbackTitle: 'User Feedback',
  feedbackSubtitle: 'Review feedback from users',
  feedbackEmpty: 'No feedback submitted yet',
  deleteFeedbackTitle: 'Delete Feedback',
  deleteFeedbackDescription:
    'Are you sure you want to delete this feedback? This action cannot be undone.',
  feedbackDeleteFailed: 'Failed to delete feedback. Please try again.',
  feedbackDeletedTitle: 'Feedback Deleted',
  feedbackDeletedDescription: 'The feedback has been deleted successfully.',
  codeSentTitle: 'Access Code Sent',
  codeSentDescription: (email: string) => `The access code was emailed to ${email}.`,
  codeSendFailed: "The access code email could not be sent. Use 'Resend access code' to try again.",
  codeNotApproved: 'Only an approved application has an access code to send.',
  codeAlreadyUsed: 'This access code has already been used',
  codeJustSent: 'The access code was just sent. Reload to see when.',
} as const;

/** How an approval went for the access-code email: sent now, sent before, or failed to leave. */
export const CODE_EMAIL_OUTCOMES = ['sent', 'already_sent', 'not_sent', 'failed'] as const;
export type CodeEmailOutcome = (typeof CODE_EMAIL_OUTCOMES)[number];

const adminPageSize = pageSizeSchema(ADMIN_PAGE_SIZES, 10);

/** ?page=&pageSize=&status=&search= for the beta applications (search: email or company). */
export const AdminBetaListQuerySchema = z.object({
  page: pageSchema,
  pageSize: adminPageSize,
  status: z.enum(BETA_STATUSES, 'Status must be pending, reviewed or approved').optional(),
  search: z
    .string()
    .trim()
    .max(320, tooLongMessage('The search', 320))
    .optional()
    .transform((s) => (s ? s : undefined)),
});
export type AdminBetaListQuery = z.infer<typeof AdminBetaListQuerySchema>;

/** ?page=&pageSize= for feedback. */
export const AdminFeedbackListQuerySchema = z.object({
  page: pageSchema,
  pageSize: adminPageSize,
});
export type AdminFeedbackListQuery = z.infer<typeof AdminFeedbackListQuerySchema>;

/** Resend: the code_sent_at the admin saw, so a double click or a second admin sends once. */
export const ResendAccessCodeSchema = z.object({ sentAt: z.iso.datetime().nullable() });
export type ResendAccessCode = z.infer<typeof ResendAccessCodeSchema>;

// What the admin area's API returns: explicit snake_case fields, as the rest of the API and the
// product spec's entities name them (no database row spread into a response).

export const AdminBetaApplicationSchema = z.object({
  id: z.string(),
  email: z.string(),
  access_code: z.string(),
  code_used: z.boolean(),
  code_used_at: z.string().nullable(),
  /** When the approval email with the access code left; null until then. */
  code_sent_at: z.string().nullable(),
  status: z.enum(BETA_STATUSES),
  company_name: z.string(),
  role: z.string(),
  company_size: z.string(),
  application_types: z.array(z.string()),
  current_testing_process: z.string().nullable(),
  expected_volume: z.string().nullable(),
  interested_features: z.array(z.string()),
  additional_information: z.string().nullable(),
  created_at: z.string(),
});
export type AdminBetaApplication = z.infer<typeof AdminBetaApplicationSchema>;

/** One page of applications (filtered by status), and counts by status of all of them. */
export const AdminBetaApplicationListSchema = paginatedSchema(AdminBetaApplicationSchema).extend({
  stats: z.object({
    total: z.number(),
    pending: z.number(),
    reviewed: z.number(),
    approved: z.number(),
  }),
});
export type AdminBetaApplicationList = z.infer<typeof AdminBetaApplicationListSchema>;

export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** The plan's name; null when the user has none. */
  plan: z.string().nullable(),
  wants_upgrade: z.boolean(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminFeedbackSchema = z.object({
  id: z.string(),
  content: z.string(),
  user_id: z.string(),
  /** The author's email; null when their profile is gone. */
  email: z.string().nullable(),
  created_at: z.string(),
});
export type AdminFeedback = z.infer<typeof AdminFeedbackSchema>;

export const AdminFeedbackListSchema = paginatedSchema(AdminFeedbackSchema);
export type AdminFeedbackList = z.infer<typeof AdminFeedbackListSchema>;

/** The answer to a status change: the application, and what became of the access-code email. */
export const UpdateBetaStatusResponseSchema = AdminBetaApplicationSchema.extend({
  code_email: z.enum(CODE_EMAIL_OUTCOMES),
});
export type UpdateBetaStatusResponse = z.infer<typeof UpdateBetaStatusResponseSchema>;

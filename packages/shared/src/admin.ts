import { z } from 'zod';
import { BETA_STATUSES } from './constants.js';

// What the admin area's API returns: explicit snake_case fields, as the rest of the API and the
// product spec's entities name them (no database row spread into a response).

export const AdminBetaApplicationSchema = z.object({
  id: z.string(),
  email: z.string(),
  access_code: z.string(),
  code_used: z.boolean(),
  code_used_at: z.string().nullable(),
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

export const AdminBetaApplicationListSchema = z.object({
  items: z.array(AdminBetaApplicationSchema),
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

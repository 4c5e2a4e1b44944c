import { z } from 'zod';
import { ACCOUNT_MESSAGES, EMAIL_PATTERN } from './account.js';

export const WAITING_LIST_COMPANY_SIZES = [
  '1-10',
  '11-50',
  '51-200',
  '201-500',
  '501-1000',
  '1000+',
] as const;

/** Caps on each text field, so one request cannot store megabytes. */
export const WAITING_LIST_LIMITS = { name: 100, email: 254, website: 500, position: 200 } as const;

/** The host shown in the invalid-website example (spec 5's '(e.g., {host})'). */
export const EXAMPLE_WEBSITE_HOST = 'example.com';

type Check = { title: string; description: string };

/**
 * Spec 5's seven waiting-list checks, in the order they run, each a destructive toast (title and
 * description). The `TooLong` ones are the length caps; `emailInvalid` stands in for the browser's
 * own check of the email-type input, which the form turns off to show the spec's toasts instead.
 */
export const WAITING_LIST_CHECKS = {
  firstNameRequired: {
    title: 'First Name Required',
    description: 'Please enter your first name to join the waiting list.',
  },
  firstNameTooLong: {
    title: 'First Name Too Long',
    description: `Your first name must be at most ${WAITING_LIST_LIMITS.name} characters.`,
  },
  lastNameRequired: {
    title: 'Last Name Required',
    description: 'Please enter your last name to join the waiting list.',
  },
  lastNameTooLong: {
    title: 'Last Name Too Long',
    description: `Your last name must be at most ${WAITING_LIST_LIMITS.name} characters.`,
  },
  emailRequired: {
    title: 'Email Required',
    description: 'Please enter your email to join the waiting list.',
  },
  emailInvalid: { title: 'Invalid Email', description: ACCOUNT_MESSAGES.invalidEmail },
  emailTooLong: {
    title: 'Email Too Long',
    description: `Your email must be at most ${WAITING_LIST_LIMITS.email} characters.`,
  },
  websiteRequired: {
    title: 'Company Website Required',
    description: 'Please enter your company website.',
  },
  websiteInvalid: {
    title: 'Invalid Website Format',
    description: `Please enter a valid website URL (e.g., ${EXAMPLE_WEBSITE_HOST}).`,
  },
  websiteTooLong: {
    title: 'Website Too Long',
    description: `Your company website must be at most ${WAITING_LIST_LIMITS.website} characters.`,
  },
  positionRequired: {
    title: 'Position Required',
    description: 'Please enter your position in the company.',
  },
  positionTooLong: {
    title: 'Position Too Long',
    description: `Your position must be at most ${WAITING_LIST_LIMITS.position} characters.`,
  },
  companySizeRequired: {
    title: 'Company Size Required',
    description: 'Please select your company size.',
  },
} as const satisfies Record<string, Check>;

export const WAITING_LIST_MESSAGES = {
  alreadyOnList:
    "This email is already on our waiting list. We'll notify you when a spot becomes available.",
  errorTitle: 'Error',
  errorFallback: 'Failed to join waiting list.',
  statusCheckFailed: 'Failed to check waiting list status. Please try again.',
  /** A signed-in user's own email: they have an account already, nothing to wait for. */
  ownAccount: 'You already have an account, so there is no need to join the waiting list.',
} as const;

/** Spec 5: https:// goes in front of a website typed without an http(s) scheme. */
export function normalizeWebsite(value: string): string {
  const trimmed = value.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** A web address with a dotted host name, such as https://acme.io or acme.io/about. */
export function isValidWebsite(value: string): boolean {
  const normalized = normalizeWebsite(value);
  if (/\s/.test(normalized) || !URL.canParse(normalized)) return false;
  const { hostname } = new URL(normalized);
  return /^([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i.test(hostname);
}

const requiredText = (required: Check, tooLong: Check, max: number) =>
  z
    .string({ error: required.description })
    .trim()
    .min(1, required.description)
    .max(max, tooLong.description);

const C = WAITING_LIST_CHECKS;

/**
 * The waiting-list form, as the form and the server check it. Fields are declared in spec 5's
 * order, so the first issue zod reports is the first check that fails.
 */
export const JoinWaitingListSchema = z.object({
  firstName: requiredText(C.firstNameRequired, C.firstNameTooLong, WAITING_LIST_LIMITS.name),
  lastName: requiredText(C.lastNameRequired, C.lastNameTooLong, WAITING_LIST_LIMITS.name),
  email: z
    .string({ error: C.emailRequired.description })
    .trim()
    .toLowerCase()
    .min(1, C.emailRequired.description)
    .regex(EMAIL_PATTERN, C.emailInvalid.description)
    .max(WAITING_LIST_LIMITS.email, C.emailTooLong.description),
  companyWebsite: requiredText(C.websiteRequired, C.websiteTooLong, WAITING_LIST_LIMITS.website)
    .refine(isValidWebsite, C.websiteInvalid.description)
    .transform(normalizeWebsite),
  position: requiredText(C.positionRequired, C.positionTooLong, WAITING_LIST_LIMITS.position),
  companySize: z.enum(WAITING_LIST_COMPANY_SIZES, { error: C.companySizeRequired.description }),
});
export type JoinWaitingListInput = z.input<typeof JoinWaitingListSchema>;
export type JoinWaitingList = z.output<typeof JoinWaitingListSchema>;
/** The form's state: every field as typed (company size '' until chosen). */
export type WaitingListFormValues = { [K in keyof JoinWaitingListInput]: string };

/** A failed check: the field to fix and the toast that says how. */
export type WaitingListProblem = Check & { field: keyof WaitingListFormValues };

/** The first failing check of the form, or null when the form may be sent. */
export function findWaitingListProblem(values: WaitingListFormValues): WaitingListProblem | null {
  const parsed = JoinWaitingListSchema.safeParse(values);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  const check = Object.values(WAITING_LIST_CHECKS).find((c) => c.description === issue.message);
  return {
    field: issue.path[0] as keyof WaitingListFormValues,
    title: check?.title ?? WAITING_LIST_MESSAGES.errorTitle,
    description: issue.message,
  };
}

export const JoinWaitingListResponseSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type JoinWaitingListResponse = z.infer<typeof JoinWaitingListResponseSchema>;

/** What the web app learns from the server at start (GET /api/config). */
export const PublicConfigSchema = z.object({
  /** True when SCOUT_BETA_OPEN=true: the beta guard is off and /beta is open to everyone. */
  betaOpen: z.boolean(),
  /** SCOUT_LINKEDIN_URL: the footer's professional-network link; null hides it. */
  linkedinUrl: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

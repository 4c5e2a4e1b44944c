import { z } from 'zod';
import { TEXT_LIMITS, tooLongMessage } from './constants.js';

export const AUTH_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 6 characters long',
  accessCodeRequired: 'Please enter your beta access code to continue.',
  loginFailed: 'Login Failed: The email or password you entered is incorrect. Please try again.',
  emailNotVerified:
    'Please confirm your email address before signing in. Check your inbox for the confirmation link.',
  weakPassword: 'Password should be at least 6 characters long',
  alreadyRegistered: 'This email is already registered. Please sign in instead.',
  accessCodeInvalid: 'Invalid access code or email combination',
  accessCodeUsed: 'This access code has already been used',
  applicationNotApproved: 'Your application has not been approved yet',
  accessCodeCheckFailed: 'Failed to validate access code',
  missingConfirmationParams: 'Missing confirmation parameters',
  verifyFailed: 'Failed to verify your email. Please try signing in again.',
  logoutSuccessTitle: 'Logged out successfully',
  logoutSuccessDescription: 'You have been logged out of your account.',
  logoutErrorTitle: 'Error logging out',
  logoutErrorDescription: 'Please try again.',
  accessDeniedTitle: 'Access Denied',
  accessDeniedDescription: "You don't have permission to access this area",
} as const;

export const MIN_PASSWORD_LENGTH = 6;
/** "A simple pattern": something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EmailSchema = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .max(TEXT_LIMITS.email, tooLongMessage('Email', TEXT_LIMITS.email))
  .regex(EMAIL_PATTERN, AUTH_MESSAGES.invalidEmail);

export const SignInRequestSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: AUTH_MESSAGES.passwordTooShort })
    .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort)
    .max(TEXT_LIMITS.password, tooLongMessage('Password', TEXT_LIMITS.password)),
});
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

export const SignUpRequestSchema = SignInRequestSchema.extend({
  accessCode: z
    .string({ error: AUTH_MESSAGES.accessCodeRequired })
    .trim()
    .min(1, AUTH_MESSAGES.accessCodeRequired)
    .max(TEXT_LIMITS.accessCode, AUTH_MESSAGES.accessCodeInvalid),
});
export type SignUpRequest = z.infer<typeof SignUpRequestSchema>;

export const SignUpResponseSchema = z.object({ email: z.string() });
export type SignUpResponse = z.infer<typeof SignUpResponseSchema>;

export const ConfirmEmailRequestSchema = z.object({
  token: z
    .string({ error: AUTH_MESSAGES.missingConfirmationParams })
    .min(1, AUTH_MESSAGES.missingConfirmationParams)
    .max(TEXT_LIMITS.token, AUTH_MESSAGES.verifyFailed),
  type: z
    .string({ error: AUTH_MESSAGES.missingConfirmationParams })
    .min(1, AUTH_MESSAGES.missingConfirmationParams)
    .max(TEXT_LIMITS.token, AUTH_MESSAGES.verifyFailed),
});
export type ConfirmEmailRequest = z.infer<typeof ConfirmEmailRequestSchema>;

/** The signed-in user as the web app sees it; `null` when there is no session. */
export const SessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  planName: z.string().nullable(),
  isLead: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const SessionResponseSchema = z.object({
  user: SessionUserSchema.nullable(),
  /** When the session expires, ISO 8601; the web app refreshes before this. */
  expiresAt: z.string().nullable(),
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

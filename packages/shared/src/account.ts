import { z } from 'zod';
import { TEXT_LIMITS, tooLongMessage } from './constants.js';

export const ACCOUNT_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 6 characters long',
  accessCodeRequired: 'Please enter your beta access code to continue.',
  loginFailed: 'Login Failed: The email or password you entered is incorrect. Please try again.',
  emailNotVerified:
    'Please confirm your email address before signing in. Check your inbox for the confirmation link.',
  weakPassword: 'Password should be at least 8 characters long',
  commonPassword: 'This password is too common. Please choose one that is harder to guess.',
  passwordsDontMatch: 'The passwords do not match',
  currentPasswordWrong: 'Your current password is incorrect.',
  passwordChanged: 'Your password has been changed.',
  resetRequested:
    'If an account exists for that email, we have sent a link to reset its password. The link is valid for 1 hour.',
  resetLinkInvalid:
    'This password reset link is not valid or has expired. Please request a new one.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
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
  passwordRules: 'At least 8 characters, and not one of the most common passwords.',
  nameRequired: 'Please enter your name',
  nameSaved: 'Your name has been saved.',
  emailChangeSent:
    'We have sent a confirmation link to your new address. Your email changes when you open it; the link is valid for 24 hours.',
  emailUnchanged: 'This is already your email address.',
  emailInUse: 'This email is already used by another account.',
  emailChanged: 'Your email address has been changed.',
  emailChangeLinkInvalid:
    'This email change link is not valid or has expired. Please ask for the change again.',
  confirmationResent:
    'If an account with that email is waiting for confirmation, we have sent it a new confirmation link. The link is valid for 24 hours.',
  deleteConfirmMismatch: 'Type your email address exactly as shown to confirm.',
  lastAdmin:
    'You are the last administrator. Make another account an administrator before deleting yours.',
  accountDeleted: 'Your account and all its data have been deleted.',
} as const;

/** The floor for signing in: accounts made before the 8-character rule keep working. */
export const MIN_PASSWORD_LENGTH = 6;
/** The floor for every password set from now on (sign-up, change, reset, the admin's). */
export const NEW_PASSWORD_MIN_LENGTH = 8;
/** "A simple pattern": something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EmailSchema = z
  .string({ error: ACCOUNT_MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .max(TEXT_LIMITS.email, tooLongMessage('Email', TEXT_LIMITS.email))
  .regex(EMAIL_PATTERN, ACCOUNT_MESSAGES.invalidEmail);

export const SignInRequestSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: ACCOUNT_MESSAGES.passwordTooShort })
    .min(MIN_PASSWORD_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
    .max(TEXT_LIMITS.password, tooLongMessage('Password', TEXT_LIMITS.password)),
});
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

/** A password being set; the server also refuses the 10,000 most common passwords. */
export const NewPasswordSchema = z
  .string({ error: ACCOUNT_MESSAGES.weakPassword })
  .min(NEW_PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.weakPassword)
  .max(256, 'Password must be at most 256 characters');

export const SignUpRequestSchema = SignInRequestSchema.extend({
  password: NewPasswordSchema,
  accessCode: z
    .string({ error: ACCOUNT_MESSAGES.accessCodeRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.accessCodeRequired)
    .max(TEXT_LIMITS.accessCode, ACCOUNT_MESSAGES.accessCodeInvalid),
});
export type SignUpRequest = z.infer<typeof SignUpRequestSchema>;

export const SignUpResponseSchema = z.object({ email: z.string() });
export type SignUpResponse = z.infer<typeof SignUpResponseSchema>;

export const ConfirmEmailRequestSchema = z.object({
  token: z
    .string({ error: ACCOUNT_MESSAGES.missingConfirmationParams })
    .min(1, ACCOUNT_MESSAGES.missingConfirmationParams)
    .max(TEXT_LIMITS.token, ACCOUNT_MESSAGES.verifyFailed),
  type: z
    .string({ error: ACCOUNT_MESSAGES.missingConfirmationParams })
    .min(1, ACCOUNT_MESSAGES.missingConfirmationParams)
    .max(TEXT_LIMITS.token, ACCOUNT_MESSAGES.verifyFailed),
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

export const ChangePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, ACCOUNT_MESSAGES.currentPasswordWrong),
  newPassword: NewPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

export const RequestPasswordResetSchema = z.object({ email: EmailSchema });
export type RequestPasswordReset = z.infer<typeof RequestPasswordResetSchema>;

export const ResetPasswordRequestSchema = z.object({
  token: z.string().min(1, ACCOUNT_MESSAGES.resetLinkInvalid).max(200),
  password: NewPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const UpdateProfileRequestSchema = z.object({
  name: z
    .string({ error: ACCOUNT_MESSAGES.nameRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.nameRequired)
    .max(TEXT_LIMITS.name, tooLongMessage('Name', TEXT_LIMITS.name)),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

/** A new email address takes effect only once a link sent to it is opened. */
export const ChangeEmailRequestSchema = z.object({
  newEmail: EmailSchema,
  currentPassword: z
    .string({ error: ACCOUNT_MESSAGES.currentPasswordWrong })
    .min(1, ACCOUNT_MESSAGES.currentPasswordWrong)
    .max(TEXT_LIMITS.password, ACCOUNT_MESSAGES.currentPasswordWrong),
});
export type ChangeEmailRequest = z.infer<typeof ChangeEmailRequestSchema>;

export const ConfirmEmailChangeRequestSchema = z.object({
  token: z
    .string({ error: ACCOUNT_MESSAGES.emailChangeLinkInvalid })
    .min(1, ACCOUNT_MESSAGES.emailChangeLinkInvalid)
    .max(200, ACCOUNT_MESSAGES.emailChangeLinkInvalid),
});
export type ConfirmEmailChangeRequest = z.infer<typeof ConfirmEmailChangeRequestSchema>;

export const ResendConfirmationRequestSchema = z.object({ email: EmailSchema });
export type ResendConfirmationRequest = z.infer<typeof ResendConfirmationRequestSchema>;

/** Deleting an account is confirmed by typing its email address. */
export const DeleteAccountRequestSchema = z.object({
  email: z
    .string({ error: ACCOUNT_MESSAGES.deleteConfirmMismatch })
    .trim()
    .toLowerCase()
    .max(TEXT_LIMITS.email, ACCOUNT_MESSAGES.deleteConfirmMismatch),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;

/** The signed-in user's settings: `pendingEmail` waits for its confirmation link. */
export const AccountSettingsSchema = z.object({
  name: z.string(),
  email: z.string(),
  pendingEmail: z.string().nullable(),
});
export type AccountSettings = z.infer<typeof AccountSettingsSchema>;

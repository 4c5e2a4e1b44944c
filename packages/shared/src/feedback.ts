import { z } from 'zod';
import { TEXT_LIMITS, tooLongMessage } from './constants.js';

export const FEEDBACK_MESSAGES = {
  notAuthenticated: 'You must be logged in to submit feedback',
  successTitle: 'Thank you for your feedback!',
  successDescription: "We'll review it and get back to you if needed",
  errorTitle: 'Error submitting feedback',
  errorFallback: 'Please try again later',
} as const;

export const CreateFeedbackRequestSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, 'Please write your feedback first.')
    .max(TEXT_LIMITS.description, tooLongMessage('Feedback', TEXT_LIMITS.description)),
});
export type CreateFeedbackRequest = z.infer<typeof CreateFeedbackRequestSchema>;

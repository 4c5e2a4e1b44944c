import {
  describePricingFeedback,
  type PricingFeedbackRequestSchema,
  type PricingFeedbackResponse,
} from '@scout/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { feedback, pricingFeedback } from '../../db/schema.js';

/** Stores a 'Help Us Shape Our Pro Plan' answer, and keeps it among the user's feedback as text. */
export async function savePricingFeedback(
  db: Database,
  userId: string,
  answer: z.output<typeof PricingFeedbackRequestSchema>,
): Promise<PricingFeedbackResponse> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pricingFeedback)
      .values({
        userId,
        planName: answer.plan,
        budget: answer.budget,
        mustHaveFeatures: answer.features,
        additionalRequirements: answer.additional_requirements,
      })
      .returning({ id: pricingFeedback.id });
    await tx.insert(feedback).values({ userId, content: describePricingFeedback(answer) });
    return { id: row!.id };
  });
}

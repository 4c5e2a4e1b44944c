import type { AdminBetaApplication } from '@scout/shared';
import type { betaApplications } from '../../db/schema.js';

export function toAdminBetaApplication(
  r: typeof betaApplications.$inferSelect,
): AdminBetaApplication {
  return {
    id: r.id,
    email: r.email,
    access_code: r.accessCode,
    code_used: r.codeUsed,
    code_used_at: r.codeUsedAt?.toISOString() ?? null,
    code_sent_at: r.codeSentAt?.toISOString() ?? null,
    status: r.status as AdminBetaApplication['status'],
    company_name: r.companyName,
    role: r.role,
    company_size: r.companySize,
    application_types: r.applicationTypes,
    current_testing_process: r.currentTestingProcess,
    expected_volume: r.expectedVolume,
    interested_features: r.interestedFeatures,
    additional_information: r.additionalInformation,
    created_at: r.createdAt.toISOString(),
  };
}

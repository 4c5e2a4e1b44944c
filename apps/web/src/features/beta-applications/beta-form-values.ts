import {
  APPLICATION_TYPES,
  BETA_COMPANY_SIZES,
  BETA_FEATURES,
  BETA_ROLES,
  BETA_STEP_SCHEMAS,
  TESTING_APPROACHES,
  TEST_VOLUMES,
  type CreateBetaApplication,
} from '@scout/shared';

type Choice<T extends readonly string[]> = T[number] | '';

/** The form's state: '' for a choice not made yet, lists for the checkbox groups. */
export type BetaFormValues = {
  email: string;
  companyName: string;
  role: Choice<typeof BETA_ROLES>;
  companySize: Choice<typeof BETA_COMPANY_SIZES>;
  applicationTypes: (typeof APPLICATION_TYPES)[number][];
  otherApplicationType: string;
  currentTestingProcess: Choice<typeof TESTING_APPROACHES>;
  expectedVolume: Choice<typeof TEST_VOLUMES>;
  interestedFeatures: (typeof BETA_FEATURES)[number][];
  additionalInformation: string;
};

export const EMPTY_BETA_FORM: BetaFormValues = {
  email: '',
  companyName: '',
  role: '',
  companySize: '',
  applicationTypes: [],
  otherApplicationType: '',
  currentTestingProcess: '',
  expectedVolume: '',
  interestedFeatures: [],
  additionalInformation: '',
};

/** The request body: unmade choices and blank optional text left out. */
export function toBetaRequest(values: BetaFormValues): CreateBetaApplication {
  const optional = <T extends string>(value: T): Exclude<T, ''> | undefined =>
    value.trim() === '' ? undefined : (value as Exclude<T, ''>);
  return {
    ...values,
    role: values.role as CreateBetaApplication['role'],
    companySize: values.companySize as CreateBetaApplication['companySize'],
    otherApplicationType: values.applicationTypes.includes('Other')
      ? values.otherApplicationType
      : undefined,
    currentTestingProcess: optional(values.currentTestingProcess),
    expectedVolume: optional(values.expectedVolume),
    additionalInformation: optional(values.additionalInformation),
  };
}

/** Each field's first problem on step `step` (0-based), by field name; empty when it may go on. */
export function findStepProblems(values: BetaFormValues, step: number): Record<string, string> {
  const parsed = BETA_STEP_SCHEMAS[step]!.safeParse(toBetaRequest(values));
  const problems: Record<string, string> = {};
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) problems[String(issue.path[0])] ??= issue.message;
  return problems;
}

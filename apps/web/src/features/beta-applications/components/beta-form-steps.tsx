import {
  APPLICATION_TYPES,
  BETA_COMPANY_SIZES,
  BETA_FEATURES,
  BETA_LIMITS,
  BETA_ROLES,
  TESTING_APPROACHES,
  TEST_VOLUMES,
} from '@scout/shared';
import { fieldErrorId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import type { BetaFormValues } from '../beta-form-values';
import { CheckboxGroup, FieldError, RequiredMark, SelectField } from './beta-form-fields';

export type StepProps = {
  values: BetaFormValues;
  /** Problems of fields the user has already left (blurred) or changed. */
  errors: Record<string, string>;
  onChange: <K extends keyof BetaFormValues>(name: K, value: BetaFormValues[K]) => void;
  onBlur: (name: keyof BetaFormValues) => void;
};

export const BETA_STEP_TITLES = ['About You', 'Your Testing Needs', 'Features & Goals'] as const;

function TextInput({
  name,
  label,
  type = 'text',
  placeholder,
  maxLength,
  autoComplete,
  values,
  errors,
  onChange,
  onBlur,
}: StepProps & {
  name: 'email' | 'companyName';
  label: string;
  type?: string;
  placeholder: string;
  maxLength: number;
  autoComplete: string;
}) {
  const id = `beta-${name}`;
  const error = errors[name];
  return (
    <div className="grid gap-2">
      <Label htmlFor={id} className={cn(error && 'text-destructive')}>
        {label}
        <RequiredMark />
      </Label>
      <Input
        id={id}
        type={type}
        required
        placeholder={placeholder}
        autoComplete={autoComplete}
        maxLength={maxLength}
        value={values[name]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldErrorId(id) : undefined}
        onChange={(event) => onChange(name, event.target.value)}
        onBlur={() => onBlur(name)}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** Step 1: email, company name, role and company size, all required. */
export function ContactStep(props: StepProps) {
  const { values, errors, onChange, onBlur } = props;
  return (
    <div className="grid gap-4">
      <TextInput
        {...props}
        name="email"
        label="Work Email"
        type="email"
        placeholder="you@company.com"
        autoComplete="email"
        maxLength={BETA_LIMITS.email}
      />
      <TextInput
        {...props}
        name="companyName"
        label="Company Name"
        placeholder="Acme Inc."
        autoComplete="organization"
        maxLength={BETA_LIMITS.companyName}
      />
      <SelectField
        id="beta-role"
        label="Your Role"
        placeholder="Select your role"
        options={BETA_ROLES}
        value={values.role}
        isRequired
        error={errors.role}
        onChange={(value) => onChange('role', value)}
        onBlur={() => onBlur('role')}
      />
      <SelectField
        id="beta-companySize"
        label="Company Size"
        placeholder="Select company size"
        options={BETA_COMPANY_SIZES}
        format={(size) => `${size} employees`}
        value={values.companySize}
        isRequired
        error={errors.companySize}
        onChange={(value) => onChange('companySize', value)}
        onBlur={() => onBlur('companySize')}
      />
    </div>
  );
}

/** Step 2: at least one application type (with the 'other' text for Other), approach, volume. */
export function UsageStep({ values, errors, onChange, onBlur }: StepProps) {
  const isOtherPicked = values.applicationTypes.includes('Other');
  return (
    <div className="grid gap-6">
      <CheckboxGroup
        id="beta-applicationTypes"
        legend="What do you want to test?"
        options={APPLICATION_TYPES}
        value={values.applicationTypes}
        error={errors.applicationTypes}
        onChange={(value) => onChange('applicationTypes', value)}
      >
        {isOtherPicked && (
          <div className="grid gap-2">
            <Label htmlFor="beta-otherApplicationType">
              Other application type
              <RequiredMark />
            </Label>
            <Input
              id="beta-otherApplicationType"
              required
              placeholder="e.g. desktop apps, kiosks"
              maxLength={BETA_LIMITS.otherApplicationType}
              value={values.otherApplicationType}
              aria-invalid={errors.otherApplicationType ? true : undefined}
              aria-describedby={
                errors.otherApplicationType ? fieldErrorId('beta-otherApplicationType') : undefined
              }
              onChange={(event) => onChange('otherApplicationType', event.target.value)}
              onBlur={() => onBlur('otherApplicationType')}
            />
            <FieldError id="beta-otherApplicationType" error={errors.otherApplicationType} />
          </div>
        )}
      </CheckboxGroup>
      <SelectField
        id="beta-currentTestingProcess"
        label="Current Testing Approach"
        placeholder="Select your approach"
        options={TESTING_APPROACHES}
        value={values.currentTestingProcess}
        onChange={(value) => onChange('currentTestingProcess', value)}
      />
      <SelectField
        id="beta-expectedVolume"
        label="Expected Test Volume"
        placeholder="Select a volume"
        options={TEST_VOLUMES}
        format={(volume) => `${volume} tests`}
        value={values.expectedVolume}
        onChange={(value) => onChange('expectedVolume', value)}
      />
    </div>
  );
}

/** Step 3: at least one feature, and anything else they want to say. */
export function FeaturesStep({ values, errors, onChange }: StepProps) {
  return (
    <div className="grid gap-6">
      <CheckboxGroup
        id="beta-interestedFeatures"
        legend="Which features interest you most?"
        options={BETA_FEATURES}
        value={values.interestedFeatures}
        error={errors.interestedFeatures}
        onChange={(value) => onChange('interestedFeatures', value)}
      />
      <div className="grid gap-2">
        <Label htmlFor="beta-additionalInformation">Additional Information</Label>
        <Textarea
          id="beta-additionalInformation"
          rows={4}
          maxLength={BETA_LIMITS.additionalInformation}
          placeholder="Anything else we should know?"
          value={values.additionalInformation}
          onChange={(event) => onChange('additionalInformation', event.target.value)}
        />
        <FieldError id="beta-additionalInformation" error={errors.additionalInformation} />
      </div>
    </div>
  );
}

import {
  ERROR_CODES,
  JoinWaitingListSchema,
  WAITING_LIST_COMPANY_SIZES,
  WAITING_LIST_LIMITS,
  WAITING_LIST_MESSAGES,
  findWaitingListProblem,
  type WaitingListFormValues,
  type JoinWaitingListResponse,
  type PlanName,
} from '@scout/shared';
import { useRef, useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/toast';
import { getRefusalMessage, isApiClientError } from '@/lib/api-client';
import { useJoinWaitingList } from '../api/join-waiting-list';
import { useSendContactRequest } from '../api/send-contact-request';

type Field = keyof WaitingListFormValues;

const EMPTY: WaitingListFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  companyWebsite: '',
  position: '',
  companySize: '',
};

const TEXT_FIELDS: {
  name: Exclude<Field, 'companySize'>;
  label: string;
  type?: string;
  autoComplete: string;
  placeholder: string;
  maxLength: number;
}[] = [
  {
    name: 'firstName',
    label: 'First Name',
    autoComplete: 'given-name',
    placeholder: 'Ada',
    maxLength: WAITING_LIST_LIMITS.name,
  },
  {
    name: 'lastName',
    label: 'Last Name',
    autoComplete: 'family-name',
    placeholder: 'Lovelace',
    maxLength: WAITING_LIST_LIMITS.name,
  },
  {
    name: 'email',
    label: 'Work Email',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'you@company.com',
    maxLength: WAITING_LIST_LIMITS.email,
  },
  {
    name: 'companyWebsite',
    label: 'Company Website',
    autoComplete: 'url',
    placeholder: 'company.com',
    maxLength: WAITING_LIST_LIMITS.website,
  },
  {
    name: 'position',
    label: 'Position',
    autoComplete: 'organization-title',
    placeholder: 'Head of QA',
    maxLength: WAITING_LIST_LIMITS.position,
  },
];

/**
 * Spec 5's waiting-list form: each check in order, each failure a destructive toast (the browser's
 * own bubbles are off so the toasts can speak). A duplicate email swaps the form for the notice;
 * the signed-in account's own email (EMAIL_TAKEN: an account is never a lead) for the server's answer.
 */
export function WaitingListForm({
  onJoined,
  plan,
}: {
  onJoined: (details: JoinWaitingListResponse) => void;
  /** Set on /contact?plan=…: the same fields go to /api/contact with the plan, not to the list. */
  plan?: PlanName;
}) {
  const [values, setValues] = useState<WaitingListFormValues>(EMPTY);
  const [notice, setNotice] = useState<string | null>(null);
  const joinList = useJoinWaitingList();
  const contact = useSendContactRequest();
  const isPending = joinList.isPending || contact.isPending;
  const formRef = useRef<HTMLFormElement>(null);

  const set = (name: Field) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = findWaitingListProblem(values);
    if (problem) {
      toast({ id: 'waiting-list-check', ...problem, variant: 'destructive' });
      formRef.current?.querySelector<HTMLElement>(`[name="${problem.field}"]`)?.focus();
      return;
    }
    const details = JoinWaitingListSchema.parse(values);
    const onError = (error: unknown) => {
      if (isApiClientError(error) && error.code === ERROR_CODES.EMAIL_TAKEN) {
        return setNotice(error.message);
      }
      if (isApiClientError(error) && error.status === 409) {
        return setNotice(WAITING_LIST_MESSAGES.alreadyOnList);
      }
      toast({
        id: 'waiting-list-check',
        title: WAITING_LIST_MESSAGES.errorTitle,
        // The server's reason when it refused (too many submissions, a field); else the spec's.
        description: getRefusalMessage(error, WAITING_LIST_MESSAGES.errorFallback),
        variant: 'destructive',
      });
    };
    if (plan) {
      contact.mutate({ ...details, plan }, { onSuccess: () => onJoined(details), onError });
    } else {
      joinList.mutate(details, { onSuccess: onJoined, onError });
    }
  };

  if (notice) {
    return (
      <p role="status" className="rounded-md border bg-muted/50 p-4 text-center text-sm">
        {notice}
      </p>
    );
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.slice(0, 2).map((field) => (
          <TextField
            key={field.name}
            {...field}
            value={values[field.name]}
            onChange={set(field.name)}
          />
        ))}
      </div>
      {TEXT_FIELDS.slice(2).map((field) => (
        <TextField
          key={field.name}
          {...field}
          value={values[field.name]}
          onChange={set(field.name)}
        />
      ))}
      <FormField id="waiting-list-companySize" label="Company Size">
        <NativeSelect
          id="waiting-list-companySize"
          name="companySize"
          required
          value={values.companySize}
          onChange={(event) => set('companySize')(event.target.value)}
        >
          <option value="">Select company size</option>
          {WAITING_LIST_COMPANY_SIZES.map((size) => (
            <option key={size} value={size}>
              {size} employees
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <SubmitButton size="lg" className="w-full" isPending={isPending}>
        {isPending ? 'Submitting...' : plan ? 'Contact Us' : 'Join Waiting List'}
      </SubmitButton>
      <p className="text-center text-sm text-muted-foreground">No spam, promise!</p>
    </form>
  );
}

function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  placeholder,
  maxLength,
  value,
  onChange,
}: (typeof TEXT_FIELDS)[number] & { value: string; onChange: (value: string) => void }) {
  const id = `waiting-list-${name}`;
  return (
    <FormField id={id} label={label}>
      <Input
        id={id}
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        placeholder={placeholder}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}

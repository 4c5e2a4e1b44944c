import { zodResolver } from '@hookform/resolvers/zod';
import {
  CreateTestRequestSchema,
  TEST_FORM_PLACEHOLDERS,
  TEST_CASE_MESSAGES,
  UpdateTestRequestSchema,
  type Test,
  type TestDetail,
} from '@scout/shared';
import { useEffect, useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { TestingUserOptions } from '@/components/testing-user-options';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { isApiClientError } from '@/lib/api-client';
import { formDialogFields, formDialogSaveHandlers } from '@/lib/form-dialog';
import { useActiveTestingUsers } from '@/lib/get-active-testing-users';
import { useSuiteOptions } from '@/lib/suite-options';
import { useCreateTestCase, useUpdateTestCase } from '../api/save-test-case';
import { findStepLine, type FailingStep } from '../lib/find-step-line';
import { SuiteLimitBadge } from './suite-limit-badge';

type FormValues = {
  test_suite_id: string;
  name: string;
  test_objective: string;
  description: string;
  testing_user_id: string;
};
const FIELDS = [
  'test_suite_id',
  'name',
  'test_objective',
  'description',
  'testing_user_id',
] as const;

type StepLineField = 'test_objective' | 'description';

/** A new test's name and objective, filled in (the example an empty suite offers). */
export type TestTemplate = { name: string; test_objective: string };

function toFormValues(
  test?: Test | TestDetail | null,
  suiteId?: string,
  template?: TestTemplate,
): FormValues {
  return {
    test_suite_id: test?.test_suite_id ?? suiteId ?? '',
    name: test?.name ?? template?.name ?? '',
    test_objective: test?.test_objective ?? template?.test_objective ?? '',
    description: test?.description ?? '',
    testing_user_id: test?.testing_user_id ?? '',
  };
}

/**
 * Spec 5: a test needs a testing user. The API accepts none and falls back to the suite's user,
 * but the picker starts on the suite's user, so an empty picker is the user's choice: say so here.
 */
function withTestingUserRequired(resolver: Resolver<FormValues>): Resolver<FormValues> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (values.testing_user_id) return result;
    const required = { type: 'required', message: TEST_CASE_MESSAGES.testingUserRequired };
    return { values: {}, errors: { ...result.errors, testing_user_id: required } };
  };
}

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this test; without it the dialog creates one. */
  test?: Test | TestDetail | null;
  /** Create in this suite (the suite-filtered list); without it the suite is picked. An edited
   *  test's suite can always be changed: that moves it. */
  fixedSuiteId?: string;
  /** Create starting from these values instead of empty fields. */
  template?: TestTemplate;
  /** Edit opened from a failed result: the step that failed, its written line marked. */
  failingStep?: FailingStep;
};

const FAILING_STEP_NOTE = 'failing-step-note';
const FIELD_LABELS = { test_objective: 'What do you want to test?', description: 'Description' };

/**
 * Create or edit a test: name, objective, description, testing user, and its suite (picked on
 * create, changed on edit to move the test to another of the user's suites).
 */
export function TestCaseFormDialog({
  open,
  onOpenChange,
  test,
  fixedSuiteId,
  template,
  failingStep,
}: Props) {
  const isEdit = Boolean(test);
  const create = useCreateTestCase();
  const update = useUpdateTestCase();
  const suites = useSuiteOptions({ enabled: open });
  const testingUsers = useActiveTestingUsers();
  const form = useForm<FormValues>({
    resolver: withTestingUserRequired(
      (isEdit
        ? zodResolver(UpdateTestRequestSchema)
        : zodResolver(CreateTestRequestSchema)) as unknown as Resolver<FormValues>,
    ),
    defaultValues: toFormValues(test, fixedSuiteId, template),
  });
  const { errors } = form.formState;
  const suiteId = form.watch('test_suite_id');
  const isPending = create.isPending || update.isPending;
  const activeUsers = testingUsers.data?.items ?? [];
  const linked = test?.testing_user;

  // Each opening starts afresh; a new test starts on its suite's user when the suites are known
  // already (on a later opening they are cached, so the effect below does not run again).
  useEffect(() => {
    if (!open) return;
    const values = toFormValues(test, fixedSuiteId, template);
    const suite = suites.data?.items.find((option) => option.id === values.test_suite_id);
    if (!test && suite) values.testing_user_id = suite.testing_user_id ?? '';
    form.reset(values);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the lists' arrival is handled below
  }, [open, test, fixedSuiteId, template, form]);

  // A new test starts with its suite's testing user (the server's fallback too).
  const preselectSuiteUser = (id: string) => {
    const suite = suites.data?.items.find((option) => option.id === id);
    form.setValue('testing_user_id', suite?.testing_user_id ?? '');
  };
  useEffect(() => {
    // An edited test's suite is picked again once the list of suites has replaced its one option.
    if (isEdit && suites.data) form.setValue('test_suite_id', form.getValues('test_suite_id'));
    if (!isEdit && suites.data && testingUsers.data)
      preselectSuiteUser(form.getValues('test_suite_id'));
    else if (testingUsers.data) form.setValue('testing_user_id', form.getValues('testing_user_id'));
    // Only when the option lists arrive; later suite changes go through the select's onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [suites.data, testingUsers.data]);

  // The failing step's line in the test as saved (what the run read), selected once the form shows.
  const stepLine = useMemo(
    () => (failingStep && test ? findStepLine(toFormValues(test), failingStep) : null),
    [failingStep, test],
  );
  const [markedId, markedStart, markedEnd] = stepLine
    ? [`test-${stepLine.field}`, stepLine.start, stepLine.end]
    : [null, 0, 0];
  useEffect(() => {
    if (!open || !markedId) return;
    // After the dialog's own first focus, which would take the selection away.
    const timer = setTimeout(() => {
      const textarea = document.getElementById(markedId);
      if (!(textarea instanceof HTMLTextAreaElement)) return;
      textarea.focus();
      textarea.setSelectionRange(markedStart, markedEnd);
    }, 50);
    return () => clearTimeout(timer);
  }, [open, markedId, markedStart, markedEnd]);

  const onSubmit = form.handleSubmit((values) => {
    const handlers = formDialogSaveHandlers({
      setError: form.setError,
      fields: FIELDS,
      close: () => onOpenChange(false),
      savedTitle: isEdit ? 'Test updated' : 'Test created',
      closesOnLimit: true,
      failedToast: (error) => {
        const isRefusal = isApiClientError(error) && (error.status === 403 || error.status === 409);
        return {
          title: isEdit ? TEST_CASE_MESSAGES.updateFailed : TEST_CASE_MESSAGES.createFailed,
          description: isRefusal ? error.message : undefined,
        };
      },
    });
    if (test) update.mutate({ id: test.id, body: values }, handlers);
    else create.mutate(values, handlers);
  });

  const field = formDialogFields('test', errors, (name) =>
    stepLine?.field === name ? FAILING_STEP_NOTE : undefined,
  );
  const markedField = (name: StepLineField) =>
    stepLine?.field === name ? 'ring-2 ring-destructive' : undefined;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-xl"
      title={isEdit ? 'Edit Test' : 'Create Test'}
      description="Describe in plain language what the test should check."
      submitLabel={isEdit ? 'Save changes' : 'Create test'}
      isPending={isPending}
      onSubmit={onSubmit}
    >
      {failingStep && (
        <div
          id={FAILING_STEP_NOTE}
          role="note"
          aria-label="Failing step"
          className="space-y-1 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm wrap-anywhere"
        >
          <p className="font-medium">
            Step {failingStep.index} failed: {failingStep.description}
          </p>
          {stepLine ? (
            <p>
              {FIELD_LABELS[stepLine.field]}, line {stepLine.line + 1}:{' '}
              <mark className="rounded-sm bg-destructive/20 px-1 text-foreground">
                {stepLine.text}
              </mark>
            </p>
          ) : (
            <p className="text-muted-foreground">
              No line of this test says it in those words: the run read it from the objective.
            </p>
          )}
        </div>
      )}
      {(isEdit || !fixedSuiteId) && (
        <FormField id="test-test_suite_id" label="Test suite" error={errors.test_suite_id?.message}>
          <NativeSelect
            {...field('test_suite_id')}
            {...form.register('test_suite_id', {
              // A moved test keeps the testing user chosen for it.
              onChange: (event) => !isEdit && preselectSuiteUser(event.target.value),
            })}
          >
            {!isEdit && <option value="">Select a test suite</option>}
            {isEdit && !suites.data && test && (
              <option value={test.test_suite_id}>{test.test_suite.name}</option>
            )}
            {suites.data?.items.map((suite) => (
              <option key={suite.id} value={suite.id}>
                {suite.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
      {suiteId && (!isEdit || suiteId !== test?.test_suite_id) && (
        <SuiteLimitBadge suiteId={suiteId} />
      )}
      <FormField id="test-name" label="Name" error={errors.name?.message}>
        <Input {...field('name')} {...form.register('name')} />
      </FormField>
      <FormField
        id="test-test_objective"
        label="What do you want to test?"
        error={errors.test_objective?.message}
      >
        <Textarea
          rows={4}
          placeholder={TEST_FORM_PLACEHOLDERS.objective}
          className={markedField('test_objective')}
          {...field('test_objective')}
          {...form.register('test_objective')}
        />
      </FormField>
      <FormField id="test-description" label="Description" error={errors.description?.message}>
        <Textarea
          rows={4}
          placeholder={TEST_FORM_PLACEHOLDERS.description}
          className={markedField('description')}
          {...field('description')}
          {...form.register('description')}
        />
      </FormField>
      <FormField
        id="test-testing_user_id"
        label="Testing user"
        error={errors.testing_user_id?.message}
      >
        <NativeSelect {...field('testing_user_id')} {...form.register('testing_user_id')}>
          <TestingUserOptions
            emptyLabel="Select a testing user"
            activeUsers={activeUsers}
            linked={linked}
          />
        </NativeSelect>
        {testingUsers.isSuccess && activeUsers.length === 0 && !linked && (
          <p className="text-sm text-muted-foreground">
            No testing users yet: a test signs in as one.{' '}
            <a href={paths.app.testingUsers} className="font-medium underline">
              Create a testing user
            </a>
          </p>
        )}
      </FormField>
    </FormDialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
  BROWSERS,
  DEFAULT_BROWSER,
  SUITE_MESSAGES,
  StartingUrlSchema,
  SuiteFormSchema,
  type SuiteFormInput,
  type TestSuite,
} from '@scout/shared';
import { Fragment, useEffect, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { TestingUserOptions } from '@/components/testing-user-options';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { isUnauthenticatedError } from '@/lib/api-client';
import { useBrowserSupport } from '@/lib/browser-support';
import { formDialogFields, formDialogSaveHandlers } from '@/lib/form-dialog';
import { useActiveTestingUsers } from '@/lib/get-active-testing-users';
import { useStartingUrlWarning } from '../api/check-starting-url';
import { useCreateSuite, useUpdateSuite } from '../api/save-suite';

const FIELDS = ['name', 'browser', 'starting_url', 'description', 'testing_user_id'] as const;
const BROWSER_HINT_ID = 'suite-browser-hint';
const URL_WARNING_ID = 'suite-starting_url-warning';

/** A new suite's fields filled in (the suites page's "from this starting URL"). */
export type SuiteDefaults = Pick<SuiteFormInput, 'name' | 'starting_url'>;

function toFormValues(suite?: TestSuite | null, defaults?: SuiteDefaults): SuiteFormInput {
  return {
    name: suite?.name ?? defaults?.name ?? '',
    browser: (suite?.browser as SuiteFormInput['browser']) ?? DEFAULT_BROWSER,
    starting_url: suite?.starting_url ?? defaults?.starting_url ?? '',
    description: suite?.description ?? '',
    testing_user_id: suite?.testing_user_id ?? '',
  };
}

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  suite?: TestSuite | null;
  /** Create starting from these values instead of empty fields. */
  defaults?: SuiteDefaults;
  onSaved?: (suite: TestSuite) => void;
  /** Shown at the top of a new suite's form: the plan's limit, when it is reached. */
  createNotice?: ReactNode;
};

/**
 * Create or edit a suite: Name, Browser, Starting URL, Description, Testing user. The Default
 * Suite (not editable) keeps its name and description; the rest, its starting URL first, can be set.
 */
export function SuiteFormDialog({
  open,
  onOpenChange,
  suite,
  defaults,
  onSaved,
  createNotice,
}: Props) {
  const isEdit = Boolean(suite);
  const isDefaultSuite = Boolean(suite && !suite.is_editable);
  const create = useCreateSuite();
  const update = useUpdateSuite();
  const testingUsers = useActiveTestingUsers();
  const browsers = useBrowserSupport();
  const form = useForm<SuiteFormInput>({
    resolver: zodResolver(SuiteFormSchema),
    defaultValues: toFormValues(suite, defaults),
  });
  const { errors } = form.formState;
  const isPending = create.isPending || update.isPending;
  const activeUsers = testingUsers.data?.items ?? [];
  const linked = suite?.testing_user;
  const notInstalled = BROWSERS.flatMap((browser) => browsers.missing(browser) ?? []);
  // The URL as it will be saved ("example.com" is https://example.com), once it is one.
  const startingUrl = useWatch({ control: form.control, name: 'starting_url' });
  const typedUrl = StartingUrlSchema.safeParse(startingUrl ?? '');
  const urlWarning = useStartingUrlWarning(typedUrl.success && open ? typedUrl.data : null);

  useEffect(() => {
    if (open) form.reset(toFormValues(suite, defaults));
  }, [open, suite, defaults, form]);

  // The picker's options arrive after the form is filled; show the chosen user once they do.
  useEffect(() => {
    if (testingUsers.data)
      form.setValue('testing_user_id', form.getValues('testing_user_id') ?? '');
  }, [testingUsers.data, form]);

  // A 401 also re-checks the session (query client), which sends a signed-out user to sign in.
  const failureMessage = (error: unknown) => {
    if (isEdit) return SUITE_MESSAGES.updateFailed;
    return isUnauthenticatedError(error)
      ? SUITE_MESSAGES.mustBeLoggedIn
      : SUITE_MESSAGES.createFailed;
  };

  const onSubmit = form.handleSubmit((values) => {
    const handlers = formDialogSaveHandlers({
      setError: form.setError,
      fields: FIELDS,
      close: () => onOpenChange(false),
      savedTitle: isEdit ? 'Test suite updated' : 'Test suite created',
      closesOnLimit: true,
      failedToast: (error) => ({ title: failureMessage(error) }),
      onSaved,
    });
    if (suite) update.mutate({ id: suite.id, body: values }, handlers);
    else create.mutate(values, handlers);
  });

  const field = formDialogFields('suite', errors, (name) =>
    name === 'starting_url' && urlWarning ? URL_WARNING_ID : undefined,
  );

  // The browser's error, if any, and the note on the browsers this install cannot run.
  const browserDescribedBy =
    [field('browser')['aria-describedby'], notInstalled.length > 0 && BROWSER_HINT_ID]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        isDefaultSuite ? 'Set Up Default Suite' : isEdit ? 'Edit Test Suite' : 'Create Test Suite'
      }
      description={
        isDefaultSuite
          ? 'The Default Suite keeps its name; set where its tests start and which browser runs them.'
          : 'Where the tests of this suite start and which browser runs them.'
      }
      submitLabel={isEdit ? 'Save changes' : 'Create suite'}
      isPending={isPending}
      onSubmit={onSubmit}
    >
      {!isEdit && createNotice}
      <FormField id="suite-name" label="Name" error={errors.name?.message}>
        <Input {...field('name')} readOnly={isDefaultSuite} {...form.register('name')} />
      </FormField>
      <FormField id="suite-browser" label="Browser" error={errors.browser?.message}>
        <NativeSelect
          {...field('browser')}
          aria-describedby={browserDescribedBy}
          {...form.register('browser')}
        >
          {BROWSERS.map((browser) => {
            // An edited suite keeps its browser selectable, so its other changes can be saved.
            const isMissing = Boolean(browsers.missing(browser));
            return (
              <option
                key={browser}
                value={browser}
                disabled={isMissing && browser !== suite?.browser}
              >
                {isMissing ? `${browser} (not installed)` : browser}
              </option>
            );
          })}
        </NativeSelect>
        {notInstalled.length > 0 && (
          <p id={BROWSER_HINT_ID} className="text-sm text-muted-foreground">
            Not installed on this Scout; to add one, run on its server:{' '}
            {notInstalled.map((item, index) => (
              <Fragment key={item.browser}>
                {index > 0 && ', '}
                {item.browser} (<code className="wrap-anywhere">{item.install_command}</code>)
              </Fragment>
            ))}
            .
          </p>
        )}
      </FormField>
      <FormField id="suite-starting_url" label="Starting URL" error={errors.starting_url?.message}>
        <Input
          type="url"
          inputMode="url"
          placeholder="https://example.com"
          {...field('starting_url')}
          {...form.register('starting_url', {
            // Shows the URL as it will be read: https:// in front of one typed without a scheme.
            onBlur: () => {
              const parsed = StartingUrlSchema.safeParse(form.getValues('starting_url') ?? '');
              if (parsed.success && parsed.data !== form.getValues('starting_url'))
                form.setValue('starting_url', parsed.data, { shouldValidate: true });
            },
          })}
        />
        {urlWarning && (
          <p
            id={URL_WARNING_ID}
            role="note"
            className="rounded-md border border-amber-500/50 bg-amber-500/10 p-2 text-sm"
          >
            {urlWarning}
          </p>
        )}
      </FormField>
      <FormField id="suite-description" label="Description" error={errors.description?.message}>
        <Textarea
          rows={3}
          readOnly={isDefaultSuite}
          {...field('description')}
          {...form.register('description')}
        />
      </FormField>
      <FormField
        id="suite-testing_user_id"
        label="Testing user"
        error={errors.testing_user_id?.message}
      >
        <NativeSelect {...field('testing_user_id')} {...form.register('testing_user_id')}>
          <TestingUserOptions emptyLabel="No user" activeUsers={activeUsers} linked={linked} />
        </NativeSelect>
      </FormField>
    </FormDialog>
  );
}

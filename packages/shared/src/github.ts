import { z } from 'zod';

/** Spec 9: the OAuth scope Scout asks for, and the label its issues carry unless the user says otherwise. */
export const GITHUB_SCOPE = 'repo';
export const GITHUB_DEFAULT_LABEL = 'test-failure';
/** Spec 4: how long the 'choose a repository' prompt stays after connecting. */
export const GITHUB_CHOOSE_REPOSITORY_TOAST_MS = 6000;

/** Spec 8's GitHub copy, verbatim. */
export const GITHUB_MESSAGES = {
  loadFailedTitle: 'Error',
  loadFailed: 'Failed to load GitHub integration data.',
  callbackFailed: 'Failed to connect your GitHub account. Please try again.',
  callbackFailedToast: 'Connection Failed',
  startFailed: (reason: string) => `Failed to start GitHub authentication: ${reason}`,
  startFailedToast: 'Failed to start GitHub authentication. Please try again.',
  clientIdMissing: 'GitHub client ID not available',
  reposFailed: 'Failed to load GitHub repositories.',
  noRepos: 'No repositories found',
  disconnectFailed: 'Failed to disconnect GitHub integration.',
  saveFailed: 'Failed to save GitHub integration settings.',
  issueFailed: 'Failed to create GitHub issue.',
  inlineError: (message?: string) => `Error: ${message || 'Failed to connect to GitHub.'}`,
  connected: 'GitHub Connected',
  disconnected: 'GitHub Disconnected',
  settingsSaved: 'Settings Saved',
  issueCreated: 'Issue Created',
  issueCreatedText: 'GitHub issue has been created for the failed test run.',
  notLoggedIn: 'You must be logged in to configure GitHub integration',
  // Scout's own words where the spec has none.
  stateMismatch:
    'This GitHub sign-in was not started from this session (or took too long). Please connect again.',
  notConnected: 'Connect GitHub first.',
  noRepository: 'Choose a repository for GitHub issues first.',
  notFailed: 'Only a failed test run can become a GitHub issue.',
  alreadyFiling: 'The GitHub issue for this run is being created.',
} as const;

/** One repository from the user's list (spec 3: id, full_name, html_url). */
export const GithubRepositorySchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  html_url: z.string(),
  default_branch: z.string().nullable(),
});
export type GithubRepository = z.infer<typeof GithubRepositorySchema>;

export const GithubRepositoriesResponseSchema = z.object({
  repositories: z.array(GithubRepositorySchema),
  page: z.number().int(),
  has_next_page: z.boolean(),
});
export type GithubRepositoriesResponse = z.infer<typeof GithubRepositoriesResponseSchema>;

/** The user's integration as the browser sees it: never a token, only whether one is held. */
export const GithubIntegrationSchema = z.object({
  id: z.string(),
  is_connected: z.boolean(),
  repository_id: z.number().int(),
  repository_name: z.string(),
  repository_url: z.string(),
  default_branch: z.string().nullable(),
  issue_label: z.string(),
  auto_create_issues: z.boolean(),
  updated_at: z.string(),
});
export type GithubIntegration = z.infer<typeof GithubIntegrationSchema>;

export const GithubStatusResponseSchema = z.object({
  /** False when the server has no GITHUB_CLIENT_ID / GITHUB_CLIENT_SECRET. */
  configured: z.boolean(),
  /** Where the authorize page and issue documentation live (GitHub or GitHub Enterprise). */
  web_url: z.string(),
  integration: GithubIntegrationSchema.nullable(),
});
export type GithubStatusResponse = z.infer<typeof GithubStatusResponseSchema>;

export const GithubAuthorizeResponseSchema = z.object({ url: z.string() });
export type GithubAuthorizeResponse = z.infer<typeof GithubAuthorizeResponseSchema>;

/** The callback's query, posted by the page it landed on. */
export const GithubOAuthRequestSchema = z.object({
  code: z.string().min(1).max(512),
  state: z.string().min(1).max(512),
});
export type GithubOAuthRequest = z.infer<typeof GithubOAuthRequestSchema>;

/** Spec 5: the settings form; choosing a repository fills id, full_name and html_url. */
export const GithubSettingsRequestSchema = z.object({
  repository_id: z.number().int().min(0),
  repository_name: z.string().trim().max(200),
  repository_url: z.union([z.literal(''), z.url().max(500)]),
  default_branch: z.string().trim().max(200).nullable().default(null),
  issue_label: z.string().trim().max(50).default(GITHUB_DEFAULT_LABEL),
  auto_create_issues: z.boolean().default(false),
});
export type GithubSettingsRequest = z.input<typeof GithubSettingsRequestSchema>;
export type GithubSettings = z.output<typeof GithubSettingsRequestSchema>;

export const GITHUB_ISSUE_STATUSES = ['pending', 'created', 'failed'] as const;

/** The issue a run got (or is getting, or failed to get). */
export const GithubIssueSchema = z.object({
  status: z.enum(GITHUB_ISSUE_STATUSES),
  number: z.number().int().nullable(),
  url: z.string().nullable(),
  repository_name: z.string(),
  /** Why it failed, for the user (never a token). */
  error: z.string().nullable(),
});
export type GithubIssue = z.infer<typeof GithubIssueSchema>;

export const CreateGithubIssueRequestSchema = z.object({ testRunId: z.uuid() });
export type CreateGithubIssueRequest = z.infer<typeof CreateGithubIssueRequestSchema>;

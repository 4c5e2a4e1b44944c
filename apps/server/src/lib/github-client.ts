/** What went wrong talking to GitHub, in words for the user; never carries a token. */
export class GithubError extends Error {
  constructor(
    message: string,
    /** GitHub's HTTP status; null when GitHub could not be reached. */
    readonly status: number | null,
    readonly kind:
      | 'unauthorized'
      | 'forbidden'
      | 'not_found'
      | 'gone'
      | 'invalid'
      | 'rate_limited'
      | 'server'
      | 'network'
      | 'oauth',
    /** For a rate limit: how long GitHub asked us to wait. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'GithubError';
  }

  /** Worth asking again: GitHub's own trouble, the network, or a rate limit with a short wait. */
  get isRetryable() {
    return this.kind === 'server' || this.kind === 'network' || this.kind === 'rate_limited';
  }
}

export interface GithubTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
}

export interface GithubClient {
  readonly webUrl: string;
  /** The OAuth code (or a refresh token) for tokens, at GitHub's web address. */
  exchangeCode(input: {
    clientId: string;
    clientSecret: string;
    code: string;
    redirectUri: string;
  }): Promise<GithubTokens>;
  refreshTokens(input: {
    clientId: string;
    clientSecret: string;
    refreshToken: string;
  }): Promise<GithubTokens>;
  listRepositories(
    token: string,
    page: number,
    perPage: number,
  ): Promise<{
    repositories: { id: number; full_name: string; html_url: string; default_branch: string }[];
    hasNextPage: boolean;
  }>;
  /** Creates the issue, asking again after GitHub's own errors, the network and rate limits. */
  createIssue(
    token: string,
    issue: { repository: string; title: string; body: string; labels: string[] },
  ): Promise<{ number: number; url: string }>;
}

export interface GithubClientOptions {
  apiUrl: string;
  webUrl: string;
  /** Waits before each new attempt of a retryable failure; its length is the number of retries. */
  retryDelaysMs?: number[];
  /** A rate limit that asks for a longer wait than this fails instead of holding the worker. */
  maxRetryAfterMs?: number;
  timeoutMs?: number;
}

const QUIET_LOG = { debug() {}, info() {}, warn() {}, error() {} };

/** Octokit against GITHUB_API_URL (GitHub Enterprise too), plus the OAuth token exchange. */
export function createGithubClient(options: GithubClientOptions): GithubClient {
  const retryDelaysMs = options.retryDelaysMs ?? [1000, 4000, 15_000];
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 60_000;
  const timeoutMs = options.timeoutMs ?? 20_000;
  // Octokit is loaded on the first call to GitHub's API, not at the server's start.
  const octokit = async (token: string) =>
    new (await import('@octokit/rest')).Octokit({
      auth: token,
      baseUrl: options.apiUrl,
      userAgent: 'Scout',
      log: QUIET_LOG,
      request: { signal: AbortSignal.timeout(timeoutMs) },
    });

  async function postToken(body: Record<string, string>): Promise<GithubTokens> {
    let response: Response;
    try {
      response = await fetch(`${options.webUrl}/login/oauth/access_token`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new GithubError(networkMessage(error), null, 'network');
    }
    const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok || typeof data.access_token !== 'string') {
      const reason =
        typeof data.error_description === 'string'
          ? data.error_description
          : typeof data.error === 'string'
            ? data.error
            : `GitHub answered ${response.status}`;
      throw new GithubError(reason, response.status, 'oauth');
    }
    const expiresIn = Number(data.expires_in);
    return {
      accessToken: data.access_token,
      refreshToken: typeof data.refresh_token === 'string' ? data.refresh_token : null,
      expiresAt:
        Number.isFinite(expiresIn) && expiresIn > 0
          ? new Date(Date.now() + expiresIn * 1000)
          : null,
    };
  }

  return {
    webUrl: options.webUrl,
    exchangeCode: ({ clientId, clientSecret, code, redirectUri }) =>
      postToken({
        client_id: clientId,
        client_secret: clientSecret,
        code,
        redirect_uri: redirectUri,
      }),
    refreshTokens: ({ clientId, clientSecret, refreshToken }) =>
      postToken({
        client_id: clientId,
        client_secret: clientSecret,
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      }),
    async listRepositories(token, page, perPage) {
      try {
        const api = await octokit(token);
        const response = await api.rest.repos.listForAuthenticatedUser({
          page,
          per_page: perPage,
          sort: 'full_name',
        });
        return {
          repositories: response.data.map((r) => ({
            id: r.id,
            full_name: r.full_name,
            html_url: r.html_url,
            default_branch: r.default_branch,
          })),
          hasNextPage: /rel="next"/.test(response.headers.link ?? ''),
        };
      } catch (error) {
        throw toGithubError(error, 'the repositories');
      }
    },
    async createIssue(token, issue) {
      const [owner, repo] = issue.repository.split('/');
      if (!owner || !repo) {
        throw new GithubError(`“${issue.repository}” is not a repository name.`, null, 'invalid');
      }
      for (let attempt = 0; ; attempt++) {
        try {
          const api = await octokit(token);
          const response = await api.rest.issues.create({
            owner,
            repo,
            title: issue.title,
            body: issue.body,
            labels: issue.labels,
          });
          return { number: response.data.number, url: response.data.html_url };
        } catch (raw) {
          const error = toGithubError(raw, issue.repository);
          const delay = retryDelayOf(error, retryDelaysMs[attempt], maxRetryAfterMs);
          if (delay === undefined) throw error;
          await new Promise((resolve) => setTimeout(resolve, delay));
        }
      }
    },
  };
}

/** How long to wait before asking again, or undefined when asking again will not help. */
function retryDelayOf(error: GithubError, planned: number | undefined, maxRetryAfterMs: number) {
  if (!error.isRetryable || planned === undefined) return undefined;
  if (error.kind !== 'rate_limited') return planned;
  const wait = error.retryAfterMs ?? planned;
  return wait <= maxRetryAfterMs ? Math.max(wait, planned) : undefined;
}

interface OctokitLikeError {
  status?: number;
  message?: string;
  response?: { headers?: Record<string, string | number | undefined>; data?: unknown };
}

/** Octokit's RequestError as a GithubError with the user's words; `what` names the target. */
export function toGithubError(raw: unknown, what: string): GithubError {
  if (raw instanceof GithubError) return raw;
  const error = (raw ?? {}) as OctokitLikeError;
  const status = typeof error.status === 'number' ? error.status : null;
  // Octokit reports a failed fetch (refused, reset, timed out) as a 500 without a response.
  if (status === null || !error.response) {
    return new GithubError(
      `GitHub could not be reached (${networkMessage(raw)}).`,
      null,
      'network',
    );
  }
  const headers = error.response.headers ?? {};
  const githubMessage = messageOf(error.response.data) ?? error.message ?? '';
  const retryAfter = Number(headers['retry-after']);
  const remaining = headers['x-ratelimit-remaining'];
  const reset = Number(headers['x-ratelimit-reset']);
  const isRateLimited =
    (status === 403 || status === 429) &&
    (Number.isFinite(retryAfter) || String(remaining) === '0' || /rate limit/i.test(githubMessage));
  if (isRateLimited) {
    const retryAfterMs = Number.isFinite(retryAfter)
      ? retryAfter * 1000
      : Number.isFinite(reset)
        ? Math.max(0, reset * 1000 - Date.now())
        : undefined;
    const until =
      retryAfterMs === undefined
        ? 'a few minutes'
        : `${new Date(Date.now() + retryAfterMs).toISOString().slice(11, 16)} UTC`;
    return new GithubError(
      `GitHub's rate limit was reached (${status}); try again after ${until}.`,
      status,
      'rate_limited',
      retryAfterMs,
    );
  }
  if (status === 401)
    return new GithubError(
      'GitHub did not accept the saved sign-in (401). Disconnect GitHub and connect it again.',
      status,
      'unauthorized',
    );
  if (status === 403)
    return new GithubError(
      `GitHub refused access to ${what} (403): the account may lack access, or the organisation restricts OAuth apps.`,
      status,
      'forbidden',
    );
  if (status === 404)
    return new GithubError(
      `GitHub could not find ${what} (404): it may have been renamed or deleted, or the account cannot see it.`,
      status,
      'not_found',
    );
  if (status === 410)
    return new GithubError(`Issues are turned off for ${what} (410).`, status, 'gone');
  if (status === 422)
    return new GithubError(
      `GitHub rejected the issue (422): ${githubMessage || 'validation failed'}.`,
      status,
      'invalid',
    );
  if (status >= 500)
    return new GithubError(`GitHub answered with an error (${status}).`, status, 'server');
  return new GithubError(
    `GitHub answered ${status}: ${githubMessage || 'unexpected answer'}.`,
    status,
    'invalid',
  );
}

function messageOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data) {
    const message = (data as { message: unknown }).message;
    if (typeof message === 'string') return message;
  }
  return undefined;
}

function networkMessage(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof Error && cause.message) return cause.message;
    return error.message;
  }
  return String(error);
}

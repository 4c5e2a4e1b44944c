import type { GithubIntegration, GithubRepository, GithubStatusResponse } from '@scout/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, makeUser, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { browserNavigation } from '../lib/leave-for';

const SLOW = { timeout: 5000 };
const PATH = '/app/integrations/github';

function makeIntegration(overrides: Partial<GithubIntegration> = {}): GithubIntegration {
  return {
    id: 'integration-1',
    is_connected: true,
    repository_id: 0,
    repository_name: '',
    repository_url: '',
    default_branch: null,
    issue_label: 'test-failure',
    auto_create_issues: false,
    updated_at: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}

const status = (integration: GithubIntegration | null, configured = true) => ({
  body: {
    configured,
    web_url: 'https://github.com',
    integration,
  } satisfies GithubStatusResponse,
});

const repo = (i: number): GithubRepository => ({
  id: 1000 + i,
  full_name: `acme/repo-${i}`,
  html_url: `https://github.com/acme/repo-${i}`,
  default_branch: 'main',
});

afterEach(() => vi.restoreAllMocks());

describe('GitHub integration page', () => {
  it('says when the server has no GitHub app, and how to configure one', async () => {
    mockApi({
      'GET /api/session': sessionOf(makeUser()),
      'GET /api/integrations/github': status(null, false),
    });
    renderApp(PATH);
    expect(
      await screen.findByText('GitHub is not configured on this Scout server', {}, SLOW),
    ).toBeTruthy();
    expect(screen.getByText('GITHUB_CLIENT_ID')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect GitHub' })).toBeNull();
    expect(screen.getByRole('region', { name: 'How it works' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Integrations' }).getAttribute('href')).toBe(
      '/app/integrations',
    );
  });

  it("connects: 'Connecting...' while the browser leaves for GitHub's authorize page", async () => {
    const leave = vi.spyOn(browserNavigation, 'leaveFor').mockImplementation(() => {});
    const url = 'https://github.com/login/oauth/authorize?client_id=x&scope=repo&state=s';
    mockApi({
      'GET /api/session': sessionOf(makeUser()),
      'GET /api/integrations/github': status(null),
      'POST /api/integrations/github/authorize': { body: { url } },
    });
    const { user } = renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Connect GitHub' }, SLOW));
    const connecting = await screen.findByRole('button', { name: 'Connecting...' });
    expect((connecting as HTMLButtonElement).disabled).toBe(true);
    expect(leave).toHaveBeenCalledWith(url);
  });

  it('says why authentication could not start', async () => {
    mockApi({
      'GET /api/session': sessionOf(makeUser()),
      'GET /api/integrations/github': status(null),
      'POST /api/integrations/github/authorize': {
        status: 409,
        body: { code: 'CONFLICT', message: 'GitHub client ID not available' },
      },
    });
    const { user } = renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Connect GitHub' }, SLOW));
    expect(
      await screen.findByText(
        'Failed to start GitHub authentication: GitHub client ID not available',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('Failed to start GitHub authentication. Please try again.'),
    ).toBeTruthy();
  });

  it("shows the callback's error_description and cleans the address", async () => {
    const fetchMock = mockApi({
      'GET /api/session': sessionOf(makeUser()),
      'GET /api/integrations/github': status(null),
    });
    const { location } = renderApp(
      `${PATH}?error=access_denied&error_description=The+user+has+denied+your+application+access.&state=s`,
    );
    expect(
      await screen.findByText('Error: The user has denied your application access.', {}, SLOW),
    ).toBeTruthy();
    expect(screen.getByText('Connection Failed')).toBeTruthy();
    expect(location()).toBe(PATH);
    expect(callsTo(fetchMock, 'POST /api/integrations/github/oauth')).toEqual([]);
  });

  it('exchanges the code once, cleans the address, and asks for a repository', async () => {
    let integration: GithubIntegration | null = null;
    const fetchMock = mockApi({
      'GET /api/session': sessionOf(makeUser()),
      'GET /api/integrations/github': () => status(integration),
      'GET /api/integrations/github/repositories': {
        body: { repositories: [], page: 1, has_next_page: false },
      },
      'POST /api/integrations/github/oauth': () => {
        integration = makeIntegration();
        return { body: integration };
      },
    });
    const { location } = renderApp(`${PATH}?code=abc&state=st.at.e`);
    expect(await screen.findByText('GitHub Connected', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Choose a repository')).toBeTruthy();
    expect(location()).toBe(PATH);
    expect(callsTo(fetchMock, 'POST /api/integrations/github/oauth')).toEqual([
      { code: 'abc', state: 'st.at.e' },
    ]);
    expect(await screen.findByText('No repository selected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeTruthy();
  });

  it("says 'Failed to connect your GitHub account' when the exchange fails", async () => {
    mockApi({
      'GET /api/session': sessionOf(makeUser()),
      'GET /api/integrations/github': status(null),
      'POST /api/integrations/github/oauth': {
        status: 403,
        body: {
          code: 'FORBIDDEN',
          message: 'This GitHub sign-in was not started from this session',
        },
      },
    });
    renderApp(`${PATH}?code=abc&state=forged`);
    expect(
      await screen.findByText('Failed to connect your GitHub account. Please try again.', {}, SLOW),
    ).toBeTruthy();
    expect(screen.getByText('Connection Failed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect GitHub' })).toBeTruthy();
  });

  it('picks a repository from a paged list, turns on auto-create and saves', async () => {
    const fetchMock = mockApi({
      'GET /api/session': sessionOf(makeUser()),
      'GET /api/integrations/github': status(makeIntegration()),
      'PUT /api/integrations/github/settings': (body) => ({
        body: makeIntegration(body as object),
      }),
    });
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/integrations/github/repositories') return base(input, init);
      const page = Number(url.searchParams.get('page'));
      const repositories = page === 1 ? [repo(1), repo(2)] : [repo(3)];
      return new Response(JSON.stringify({ repositories, page, has_next_page: page === 1 }));
    });
    const { user } = renderApp(PATH);
    const form = await screen.findByRole('form', { name: 'Repository settings' }, SLOW);
    expect(await within(form).findByLabelText('acme/repo-1')).toBeTruthy();
    expect((within(form).getByLabelText('Issue label') as HTMLInputElement).value).toBe(
      'test-failure',
    );
    await user.click(within(form).getByRole('button', { name: 'Next' }));
    await user.click(await within(form).findByLabelText('acme/repo-3'));
    await user.click(within(form).getByRole('checkbox', { name: 'Create issues automatically' }));
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings Saved')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/integrations/github/settings')).toEqual([
      {
        repository_id: 1003,
        repository_name: 'acme/repo-3',
        repository_url: 'https://github.com/acme/repo-3',
        default_branch: 'main',
        issue_label: 'test-failure',
        auto_create_issues: true,
      },
    ]);
  });

  it("shows 'No repositories found' when the list fails, and the save failure", async () => {
    mockApi({
      'GET /api/session': sessionOf(makeUser()),
      'GET /api/integrations/github': status(
        makeIntegration({ repository_name: 'acme/x', repository_url: 'https://github.com/acme/x' }),
      ),
      'GET /api/integrations/github/repositories': {
        status: 502,
        body: { code: 'GITHUB_FAILED', message: 'Failed to load GitHub repositories.' },
      },
      'PUT /api/integrations/github/settings': {
        status: 500,
        body: { code: 'INTERNAL', message: 'x' },
      },
    });
    const { user } = renderApp(PATH);
    expect(await screen.findByText('No repositories found', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Failed to load GitHub repositories.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'acme/x' }).getAttribute('href')).toBe(
      'https://github.com/acme/x',
    );
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Failed to save GitHub integration settings.')).toBeTruthy();
  });

  it('disconnects, and says so', async () => {
    let integration = makeIntegration({
      repository_name: 'acme/x',
      repository_url: 'https://github.com/acme/x',
    });
    mockApi({
      'GET /api/session': sessionOf(makeUser()),
      'GET /api/integrations/github': () => status(integration),
      'GET /api/integrations/github/repositories': {
        body: { repositories: [], page: 1, has_next_page: false },
      },
      'DELETE /api/integrations/github': () => {
        integration = { ...integration, is_connected: false };
        return { body: integration };
      },
    });
    const { user } = renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Disconnect' }, SLOW));
    expect(await screen.findByText('GitHub Disconnected')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Connect GitHub' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Repository settings' })).toBeNull(),
    );
  });

  it("says 'Failed to load GitHub integration data.' when the integration cannot be read", async () => {
    mockApi({
      'GET /api/session': sessionOf(makeUser()),
      'GET /api/integrations/github': { status: 500, body: { code: 'INTERNAL', message: 'x' } },
    });
    renderApp(PATH);
    expect(
      (await screen.findAllByText('Failed to load GitHub integration data.', {}, SLOW)).length,
    ).toBeGreaterThan(0);
  });
});

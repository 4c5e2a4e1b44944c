import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.js';

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('parseConfig', () => {
  it("takes the footer's professional-network link only as an http(s) address", () => {
    expect(parseConfig({}).linkedinUrl).toBeNull();
    expect(
      parseConfig({ SCOUT_LINKEDIN_URL: ' https://www.linkedin.com/company/x ' }).linkedinUrl,
    ).toBe('https://www.linkedin.com/company/x');
    expect(problemsOf({ SCOUT_LINKEDIN_URL: 'javascript:alert(1)' })).toHaveLength(1);
    expect(problemsOf({ SCOUT_LINKEDIN_URL: 'linkedin' })).toHaveLength(1);
  });

  it('reads the LLM, browser and storage settings once, for the agent to be given', () => {
    const config = parseConfig({
      SCOUT_LLM_PROVIDER: 'openai-compatible',
      SCOUT_LLM_MODEL: 'llama3.1',
      SCOUT_LLM_BASE_URL: 'http://localhost:11434/v1',
      SCOUT_CHROMIUM_PATH: process.execPath,
      PLAYWRIGHT_BROWSERS_PATH: '/opt/pw',
      AWS_REGION: 'eu-north-1',
    });
    expect(config.llm).toEqual({
      provider: 'openai-compatible',
      model: 'llama3.1',
      baseURL: 'http://localhost:11434/v1',
      apiKey: undefined,
      vision: false,
      maxSteps: 30,
      maxTokens: 200_000,
    });
    expect(config.browserPaths).toEqual({
      chromiumPath: process.execPath,
      playwrightBrowsersPath: '/opt/pw',
    });
    expect(config.awsRegion).toBe('eu-north-1');
  });

  it('means no LLM and the usual browser places when nothing is set', () => {
    const config = parseConfig({ SCOUT_LLM_PROVIDER: '', SCOUT_CHROMIUM_PATH: '' });
    expect(config.llm).toBeUndefined();
    expect(config.browserPaths).toEqual({
      chromiumPath: undefined,
      playwrightBrowsersPath: undefined,
    });
  });

  it('lists every problem at once, naming each variable, the LLM ones included', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      SCOUT_LLM_PROVIDER: 'nonsense',
      SCOUT_LLM_MAX_STEPS: '-1',
      SCOUT_CHROMIUM_PATH: '/nowhere/chromium',
      STORAGE_URL: 'https://bucket',
      SCOUT_ADMIN_EMAIL: 'admin@example.com',
    });
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'PORT',
      'STORAGE_URL',
      'SCOUT_CHROMIUM_PATH',
      'SCOUT_LLM_PROVIDER',
      'SCOUT_LLM_MAX_STEPS',
      'SCOUT_ADMIN_EMAIL and SCOUT_ADMIN_PASSWORD go together',
    ]);
  });

  it('lists what a named provider still needs', () => {
    expect(problemsOf({ SCOUT_LLM_PROVIDER: 'anthropic', SCOUT_SECRET: 'short' })).toEqual([
      'SCOUT_SECRET: SCOUT_SECRET must be at least 32 characters',
      expect.stringMatching(/^SCOUT_LLM_MODEL: required/),
      'ANTHROPIC_API_KEY: required when SCOUT_LLM_PROVIDER is anthropic',
    ]);
  });

  it('says so in one message, one problem a line', () => {
    expect(() => parseConfig({ SCOUT_LLM_PROVIDER: 'nonsense', LOG_LEVEL: 'loud' })).toThrow(
      /^Scout's configuration is not valid:\n {2}- LOG_LEVEL: .+\n {2}- SCOUT_LLM_PROVIDER: Invalid option: expected one of "anthropic"\|"openai"\|"openai-compatible"$/,
    );
  });

  it('keeps the beta closed unless SCOUT_BETA_OPEN says true, and refuses other words', () => {
    expect(parseConfig({}).isBetaOpen).toBe(false);
    expect(parseConfig({ SCOUT_BETA_OPEN: '' }).isBetaOpen).toBe(false);
    expect(parseConfig({ SCOUT_BETA_OPEN: 'true' }).isBetaOpen).toBe(true);
    expect(parseConfig({ SCOUT_BETA_OPEN: 'FALSE' }).isBetaOpen).toBe(false);
    expect(problemsOf({ SCOUT_BETA_OPEN: 'maybe' })).toEqual([
      'SCOUT_BETA_OPEN: SCOUT_BETA_OPEN must be true or false',
    ]);
  });

  it("takes a run's time limit in whole seconds, 300 unless told otherwise", () => {
    expect(parseConfig({}).runTimeLimitMs).toBe(300_000);
    expect(parseConfig({ SCOUT_RUN_TIME_LIMIT_S: '45' }).runTimeLimitMs).toBe(45_000);
    expect(problemsOf({ SCOUT_RUN_TIME_LIMIT_S: '0' })).toEqual([
      'SCOUT_RUN_TIME_LIMIT_S: SCOUT_RUN_TIME_LIMIT_S must be at least 1',
    ]);
    expect(problemsOf({ SCOUT_RUN_TIME_LIMIT_S: '2.5' })).toEqual([
      'SCOUT_RUN_TIME_LIMIT_S: SCOUT_RUN_TIME_LIMIT_S must be a whole number of seconds',
    ]);
    expect(problemsOf({ SCOUT_RUN_TIME_LIMIT_S: 'five' })).toHaveLength(1);
  });

  it('limits public submissions to 10 per 15 minutes unless told otherwise', () => {
    expect(parseConfig({}).submissions).toEqual({ limit: 10, windowMs: 15 * 60_000 });
    expect(
      parseConfig({ SCOUT_SUBMISSION_LIMIT: '0', SCOUT_SUBMISSION_WINDOW_MINUTES: '60' })
        .submissions,
    ).toEqual({ limit: 0, windowMs: 60 * 60_000 });
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ SCOUT_TRUST_PROXY: 'yes' }).trustProxy).toBe(true);
  });

  it('allows runs no loopback or private network unless SCOUT_ALLOWED_NETWORKS lists it', () => {
    expect(parseConfig({ PORT: '4000' }).network).toEqual({
      allowedNetworks: [],
      protectedEndpoints: [{ name: "Scout's own server", port: 4000, openPaths: ['/demo/'] }],
      scoutInstances: path.join(os.tmpdir(), 'scout-instances'),
    });
    const config = parseConfig({
      SCOUT_ALLOWED_NETWORKS: ' 127.0.0.1, 192.168.1.0/24,app.internal ',
      DATABASE_URL: 'postgres://scout@db.internal/scout',
    });
    expect(config.network).toEqual({
      allowedNetworks: ['127.0.0.1', '192.168.1.0/24', 'app.internal'],
      protectedEndpoints: [
        { name: "Scout's own server", port: 3000, openPaths: ['/demo/'] },
        { name: "Scout's database", host: 'db.internal', port: 5432 },
      ],
      scoutInstances: path.join(os.tmpdir(), 'scout-instances'),
    });
  });

  it('refuses to start with an SCOUT_ALLOWED_NETWORKS entry it cannot read, naming the entry', () => {
    expect(
      problemsOf({
        SCOUT_ALLOWED_NETWORKS:
          '127.0.0.1,10.0.0.0/33,169.254.169.254,127.0.0.1:5173,[::1]:8080,127.0.0.1:70000,app.internal:9-1',
      }),
    ).toEqual([
      'SCOUT_ALLOWED_NETWORKS: “10.0.0.0/33” is not a network (10.0.0.0/8), an address or a host name, with a port if wanted (127.0.0.1:5173, [::1]:8080, 10.0.0.0/8:443, app.internal:8000-8099)',
      'SCOUT_ALLOWED_NETWORKS: “169.254.169.254”: cloud metadata and link-local addresses are never allowed',
      'SCOUT_ALLOWED_NETWORKS: “127.0.0.1:70000”: “70000” is not a port (1 to 65535) or a port range (8000-8099)',
      'SCOUT_ALLOWED_NETWORKS: “app.internal:9-1”: “9-1” is not a port (1 to 65535) or a port range (8000-8099)',
    ]);
  });

  it('reads a GitHub OAuth app (both parts or neither) and GitHub Enterprise addresses', () => {
    expect(parseConfig({}).github).toBeUndefined();
    expect(parseConfig({}).githubUrls).toEqual({
      api: 'https://api.github.com',
      web: 'https://github.com',
    });
    const config = parseConfig({
      GITHUB_CLIENT_ID: 'id',
      GITHUB_CLIENT_SECRET: 'secret',
      GITHUB_API_URL: 'https://git.example.com/api/v3/',
      GITHUB_WEB_URL: 'https://git.example.com',
    });
    expect(config.github).toEqual({ clientId: 'id', clientSecret: 'secret' });
    expect(config.githubUrls.api).toBe('https://git.example.com/api/v3');
    expect(problemsOf({ GITHUB_CLIENT_ID: 'id' })).toEqual([
      'GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET go together: set both or neither',
    ]);
    expect(problemsOf({ GITHUB_API_URL: 'not a url' })).toEqual([
      'GITHUB_API_URL: GITHUB_API_URL must be a URL',
    ]);
  });
});

describe('SCOUT_PUBLIC_URL', () => {
  it('is required once emails really leave (SMTP_URL set), with a start-up error saying why', () => {
    expect(problemsOf({ SMTP_URL: 'smtp://mail.example.com:587' })).toEqual([
      expect.stringMatching(/^SCOUT_PUBLIC_URL: required when SMTP_URL is set/),
    ]);
    expect(
      problemsOf({
        SMTP_URL: 'smtp://mail.example.com',
        SCOUT_PUBLIC_URL: 'https://scout.example.com',
      }),
    ).toEqual([]);
  });

  it('defaults to http://localhost:PORT for the quick start, whose emails go to the log', () => {
    expect(parseConfig({ PORT: '4321' }).publicUrl).toBe('http://localhost:4321');
    expect(parseConfig({ SCOUT_PUBLIC_URL: 'https://scout.example.com/' }).publicUrl).toBe(
      'https://scout.example.com',
    );
  });
});

describe('SCOUT_ADMIN_PASSWORD', () => {
  it('follows the password rule: 8 characters, not a common password', () => {
    const admin = (password: string) =>
      problemsOf({ SCOUT_ADMIN_EMAIL: 'chief@example.com', SCOUT_ADMIN_PASSWORD: password });
    expect(admin('seven-7')).toEqual([expect.stringContaining('at least 8 characters')]);
    expect(admin('password1')).toEqual([expect.stringContaining('common password')]);
    expect(admin('chief-password')).toEqual([]);
  });
});

describe('SCOUT_MAX_RUNS_PER_ACCOUNT', () => {
  it('defaults to half the worker slots, rounded up, at least 1; 0 is no cap', () => {
    const cap = (env: Record<string, string>) => parseConfig(env).maxRunsPerAccount;
    expect(cap({})).toBe(1);
    expect(cap({ SCOUT_WORKER_CONCURRENCY: '1' })).toBe(1);
    expect(cap({ SCOUT_WORKER_CONCURRENCY: '0' })).toBe(1);
    expect(cap({ SCOUT_WORKER_CONCURRENCY: '5' })).toBe(3);
    expect(cap({ SCOUT_WORKER_CONCURRENCY: '4', SCOUT_MAX_RUNS_PER_ACCOUNT: '4' })).toBe(4);
    expect(cap({ SCOUT_MAX_RUNS_PER_ACCOUNT: ' ' })).toBe(1);
    expect(cap({ SCOUT_MAX_RUNS_PER_ACCOUNT: '0' })).toBeNull();
    for (const wrong of ['-1', '1.5', 'two', '1001'])
      expect(problemsOf({ SCOUT_MAX_RUNS_PER_ACCOUNT: wrong })).toEqual([
        'SCOUT_MAX_RUNS_PER_ACCOUNT: SCOUT_MAX_RUNS_PER_ACCOUNT must be a whole number from 0 (no cap) to 1000',
      ]);
  });
});

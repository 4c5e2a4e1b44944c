import type { SessionResponse, SessionUser, TestingUser } from '@scout/shared';
import { vi } from 'vitest';

type MockResponse = { status?: number; body?: unknown };
type Handler = MockResponse | ((body: unknown) => MockResponse | Promise<MockResponse>);

/** Replaces fetch with canned answers keyed by "METHOD /path"; unknown calls answer 404. */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}`;
    const handler = handlers[key];
    const requestBody = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const { status = 200, body = null } = handler
      ? typeof handler === 'function'
        ? await handler(requestBody)
        : handler
      : { status: 404, body: { code: 'NOT_FOUND', message: `No mock for ${key}` } };
    return new Response(body === null ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The request bodies fetch was called with for one "METHOD /path". */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => `${(init?.method ?? 'GET').toUpperCase()} ${String(input)}` === key)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    isAdmin: false,
    planName: 'beta',
    isLead: false,
    ...overrides,
  };
}

export function sessionOf(user: SessionUser | null): { body: SessionResponse } {
  return {
    body: { user, expiresAt: user ? new Date(Date.now() + 3_600_000).toISOString() : null },
  };
}

/** A testing user as the API returns it: Ada, email and password, active. */
export function makeTestingUser(overrides: Partial<TestingUser> = {}): TestingUser {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Ada',
    auth_type: 'email_password',
    email: 'ada@example.com',
    role: null,
    description: null,
    is_active: true,
    cookie_key: null,
    has_cookie_value: false,
    has_password: true,
    password_set_at: '2026-03-04T10:00:00.000Z',
    created_at: '2026-03-04T10:00:00.000Z',
    updated_at: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiErrorSchema } from '@scout/shared';
import { ApiClientError, api, parseApiError } from './api-client';

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends JSON with the same-origin session cookie', async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify({ id: 'f1' }), { status: 201 }));

    await expect(api.post('/api/feedback', { content: 'hi' })).resolves.toEqual({ id: 'f1' });

    expect(fetchMock).toHaveBeenCalledWith(
      '/api/feedback',
      expect.objectContaining({
        method: 'POST',
        credentials: 'same-origin',
        body: '{"content":"hi"}',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    );
  });

  it('turns an error body into an ApiClientError with code, message and fields', async () => {
    stubFetch(
      new Response(
        JSON.stringify({
          code: 'VALIDATION',
          message: 'Invalid request',
          fields: { email: 'Please enter a valid email address' },
        }),
        { status: 400 },
      ),
    );

    const error = await api.post('/api/account/sign-up', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Invalid request',
      fields: { email: 'Please enter a valid email address' },
    });
  });

  it('gives a readable message when the answer is not JSON or the network fails', async () => {
    stubFetch(new Response('<html>Bad Gateway</html>', { status: 502 }));
    await expect(api.get('/api/session')).rejects.toMatchObject({ status: 502, code: 'INTERNAL' });

    stubFetch(new TypeError('Failed to fetch'));
    await expect(api.get('/api/session')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('reads an error body as ApiErrorSchema does, without zod in the first load', () => {
    const bodies: unknown[] = [
      { code: 'VALIDATION', message: 'Invalid request', fields: { email: 'bad' } },
      { code: 'LIMIT_REACHED', message: 'Limit', details: { usage: 3, limit: 3 } },
      { code: 'INTERNAL', message: 'x', extra: 'ignored' },
      { code: 'X', message: 'y', fields: { email: 3 } },
      { code: 'X', message: 'y', fields: ['a'] },
      { code: 'X', message: 'y', details: 'no' },
      { code: 'X', message: 'y', details: null },
      { code: 1, message: 'y' },
      { code: 'X' },
      [],
      null,
      'Bad Gateway',
      undefined,
    ];
    for (const body of bodies) {
      const expected = ApiErrorSchema.safeParse(body);
      expect(parseApiError(body), JSON.stringify(body)).toEqual(
        expected.success ? expected.data : null,
      );
    }
  });
});

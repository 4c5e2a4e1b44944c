import type { ApiResponse } from './client.js';
import type { TestApp } from './test-app.js';

/** A CI-like client of /api/v1: a Bearer key, no cookies, no Origin. */
export function keyClient(t: TestApp, key: string | null) {
  async function request<T = any>(
    method: string,
    url: string,
    json?: unknown,
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { host: 'scout.test' };
    if (key !== null) headers.authorization = `Bearer ${key}`;
    if (json !== undefined) headers['content-type'] = 'application/json';
    const res = await t.app.request(`http://scout.test${url}`, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: body as T, headers: res.headers };
  }
  return {
    get: <T = any>(url: string) => request<T>('GET', url),
    post: <T = any>(url: string, json?: unknown) => request<T>('POST', url, json),
    delete: <T = any>(url: string) => request<T>('DELETE', url),
  };
}
export type KeyClient = ReturnType<typeof keyClient>;

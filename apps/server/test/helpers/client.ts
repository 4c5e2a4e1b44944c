import type { TestApp } from './test-app.js';

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A browser-like client: keeps cookies between requests, sends JSON. */
export function apiClient(t: TestApp, origin = 'http://scout.test') {
  const jar = new Map<string, string>();
  async function request<T = any>(
    method: string,
    url: string,
    body?: unknown,
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { host: new URL(origin).host };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET') headers.origin = origin;
    if (jar.size > 0) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await t.app.request(`${origin}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (value === '' || /max-age=0/i.test(cookie)) jar.delete(name!.trim());
      else jar.set(name!.trim(), value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }
  return {
    jar,
    get: <T = any>(url: string) => request<T>('GET', url),
    post: <T = any>(url: string, body?: unknown) => request<T>('POST', url, body ?? {}),
    put: <T = any>(url: string, body?: unknown) => request<T>('PUT', url, body ?? {}),
    patch: <T = any>(url: string, body?: unknown) => request<T>('PATCH', url, body ?? {}),
    delete: <T = any>(url: string, body?: unknown) => request<T>('DELETE', url, body),
  };
}
export type ApiClient = ReturnType<typeof apiClient>;

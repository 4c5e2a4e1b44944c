import type { ApiError } from '@scout/shared';

/** An API answer that was not 2xx, parsed from the server's `{ code, message, fields? }` body. */
export class ApiClientError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;
  /** Extra data some errors carry, e.g. LIMIT_REACHED's usage and limit. */
  readonly details?: Record<string, unknown>;

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: Record<string, string>,
    details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiClientError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.details = details;
  }
}

export function isApiClientError(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError;
}

/** The message to show for any thrown value, with a fallback for the unexpected. */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * The server's reason when it refused the request (a 4xx answer), else `fallback`: a crash, an
 * unreadable answer or no answer at all has nothing better to tell the user than the spec's text.
 */
export function getRefusalMessage(error: unknown, fallback: string): string {
  if (isApiClientError(error) && error.status >= 400 && error.status < 500 && error.message)
    return error.message;
  return fallback;
}

/** True for a 401: the session is missing or over (the query client then re-checks it). */
export function isUnauthenticatedError(error: unknown): boolean {
  return isApiClientError(error) && error.status === 401;
}

type RequestOptions = {
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

const GENERIC_MESSAGE = 'Something went wrong. Please try again.';
const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The server's error body, checked as ApiErrorSchema does, by hand: this module is in every page's
 * first load, and zod is not (issue 14: the landing page's first-paint JavaScript).
 */
export function parseApiError(body: unknown): ApiError | null {
  if (!isRecord(body) || typeof body.code !== 'string' || typeof body.message !== 'string')
    return null;
  const { fields, details } = body;
  if (
    fields !== undefined &&
    (!isRecord(fields) || Object.values(fields).some((v) => typeof v !== 'string'))
  )
    return null;
  if (details !== undefined && !isRecord(details)) return null;
  return {
    code: body.code,
    message: body.message,
    ...(fields === undefined ? {} : { fields: fields as Record<string, string> }),
    ...(details === undefined ? {} : { details }),
  };
}

async function toApiClientError(response: Response): Promise<ApiClientError> {
  const text = await response.text().catch(() => '');
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // A proxy or crash page answered with HTML; keep the generic message below.
  }
  const parsed = parseApiError(body);
  if (parsed) {
    const { code, message, fields, details } = parsed;
    return new ApiClientError(response.status, code, message, fields, details);
  }
  return new ApiClientError(response.status, 'INTERNAL', GENERIC_MESSAGE);
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const isFormData = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isFormData) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      signal: options.signal,
      body:
        options.body === undefined
          ? undefined
          : isFormData
            ? (options.body as FormData)
            : JSON.stringify(options.body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiClientError(0, 'NETWORK', NETWORK_MESSAGE);
  }

  if (!response.ok) throw await toApiClientError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The one HTTP client of the web app: JSON in, JSON out, session cookie attached. */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

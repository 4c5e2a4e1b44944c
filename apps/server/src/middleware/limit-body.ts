import type { ApiError } from '@scout/shared';
import { bodyLimit } from 'hono/body-limit';

/** The largest request body the API reads: the largest form (testing users' import) is far below. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** 413 with the API's JSON error for any body over MAX_BODY_BYTES, before anything reads it. */
export const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) =>
    c.json<ApiError>(
      {
        code: 'PAYLOAD_TOO_LARGE',
        message: 'This request is too large: send at most 1 MB at a time.',
      },
      413,
    ),
});

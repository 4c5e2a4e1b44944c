import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.js';

describe('isCommonPassword', () => {
  it.each(['12345678', 'password', 'Password1', 'QWERTYUIOP', 'iloveyou', 'sunshine'])(
    'refuses %s',
    (password) => expect(isCommonPassword(password)).toBe(true),
  );

  it.each(['correct horse battery', 'e2e-password', 'Tr4in-Lamp-Oyster'])('takes %s', (password) =>
    expect(isCommonPassword(password)).toBe(false),
  );
});

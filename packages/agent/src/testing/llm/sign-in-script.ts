import { SECRET_PLACEHOLDERS } from '@scout/shared';
import { refIn } from './scripted-model.js';

/** What a model does to sign in as the testing user on a form with Email, Password and a Sign in
 *  button, choosing refs from the page it was shown; for scripted models and the fake server. */
export const SIGN_IN_AS_TESTING_USER = [
  (page: string) => ({
    tool: 'fill',
    input: {
      ref: refIn(page, 'textbox "Email"'),
      value: SECRET_PLACEHOLDERS.email,
      description: 'Type the email',
    },
  }),
  (page: string) => ({
    tool: 'fill',
    input: {
      ref: refIn(page, 'textbox "Password"'),
      value: SECRET_PLACEHOLDERS.password,
      description: 'Type the password',
    },
  }),
  (page: string) => ({
    tool: 'click',
    input: { ref: refIn(page, 'button "Sign in"'), description: 'Click Sign in' },
  }),
];

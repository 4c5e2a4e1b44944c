import type { MailMessage } from '../../lib/mail.js';

/** The approval email: the access code and a sign-up link with the email filled in. */
export function accessCodeEmail(
  application: { email: string; accessCode: string },
  origin: string,
): MailMessage {
  const link = `${origin}/signup?email=${encodeURIComponent(application.email)}`;
  const code = application.accessCode;
  return {
    to: application.email,
    subject: 'Your Scout beta access code',
    link,
    text: [
      'Good news: your application for the Scout beta has been approved.',
      '',
      `Your access code: ${code}`,
      '',
      'Create your account here (your email is filled in; enter the code above):',
      link,
      '',
      'The code works once, with this email address.',
    ].join('\n'),
    html: [
      '<p>Good news: your application for the Scout beta has been approved.</p>',
      `<p>Your access code: <strong style="font-family:monospace">${escapeHtml(code)}</strong></p>`,
      `<p><a href="${escapeHtml(link)}">Create your account</a> (your email is filled in; enter the code above).</p>`,
      '<p>The code works once, with this email address.</p>',
    ].join(''),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

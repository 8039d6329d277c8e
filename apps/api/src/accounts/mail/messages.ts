import type { CodePurpose } from '@tempest/domain';
import type { MailMessage } from './mailer.js';

const PURPOSE: Record<CodePurpose, { subject: string; line: string }> = {
  email_verification: { subject: 'Your Tempest verification code', line: 'Use this code to verify your email address' },
  password_reset: { subject: 'Your Tempest password reset code', line: 'Use this code to reset your password' },
};

export const codeMail = (user: { username: string; email: string }, purpose: CodePurpose, code: string): MailMessage => ({
  to: user.email,
  subject: PURPOSE[purpose].subject,
  text: `Hi ${user.username},\n\n${PURPOSE[purpose].line}:\n\n    ${code}\n\nIt expires in 15 minutes and works once. If you did not ask for it, you can ignore this message.\n\n— Tempest`,
});

/** A message the server would have emailed, kept instead because no SMTP server is configured. */
export type MailMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** ISO 8601 */
  sentAt: string;
};

/** GET /api/dev/mailbox, newest first. */
export type Mailbox = { messages: MailMessage[] };

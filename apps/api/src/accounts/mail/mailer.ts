import { Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailboxEntry } from '@tempest/contracts';
import type pg from 'pg';

export type MailMessage = { to: string; subject: string; text: string };
/** A message of the development mailbox, as GET /api/dev/mailbox answers it: the shared contract's. */
export type { MailboxEntry } from '@tempest/contracts';
/** Who looks at the development mailbox: the signed-in user's email, and the browser (its csrftoken cookie). */
export type MailboxReader = { userEmail: string | null; browser: string | null };

/**
 * Sends through SMTP when SMTP_URL is set. Otherwise, in development, keeps messages in the development
 * mailbox; in production (NODE_ENV=production) there is no mailbox at all: mail is dropped and the log says
 * so, because a mailbox anyone can read hands out every account's reset code.
 */
export class Mailer {
  private readonly logger = new Logger('Mailer');
  private readonly transport: Transporter | null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly schema: string,
    smtpUrl: string | null,
    private readonly from: string,
    private readonly production: boolean,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
    if (!this.transport && production) {
      this.logger.warn('SMTP_URL is not set: verification and password-reset mail will not be sent (production has no development mailbox)');
    }
  }

  get usesDevMailbox(): boolean {
    return this.transport === null && !this.production;
  }

  async send(message: MailMessage): Promise<void> {
    if (this.transport) {
      await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
      return;
    }
    if (this.production) {
      this.logger.warn(`Mail "${message.subject}" was not sent: SMTP_URL is not set`);
      return;
    }
    await this.pool.query(`INSERT INTO "${this.schema}".dev_mailbox (recipient, subject, body) VALUES ($1, $2, $3)`, [
      message.to,
      message.subject,
      message.text,
    ]);
  }

  /**
   * Records that this browser has shown it owns `email` (it registered or signed in with it here), so the
   * development mailbox shows this browser that address's mail even when signed out. A reset code asked for
   * someone else's address never becomes readable this way.
   */
  /** Forgets the development mail to an address and who read it (an erasure: docs/personal-data.md). */
  async forget(email: string): Promise<void> {
    await this.pool.query(`DELETE FROM "${this.schema}".dev_mailbox WHERE recipient = $1`, [email]);
    await this.pool.query(`DELETE FROM "${this.schema}".dev_mailbox_owners WHERE email = $1`, [email]);
  }

  async claimForBrowser(browser: string | undefined, email: string): Promise<void> {
    if (!this.usesDevMailbox || !browser) return;
    await this.pool.query(
      `INSERT INTO "${this.schema}".dev_mailbox_owners (browser, email) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [browser, email],
    );
  }

  /** The newest mail to the reader's own addresses: the signed-in user's, and those this browser claimed. */
  async devMailbox(reader: MailboxReader, limit = 100): Promise<MailboxEntry[]> {
    const { rows } = await this.pool.query<{ id: string; recipient: string; subject: string; body: string; sent_at: Date }>(
      `SELECT id, recipient, subject, body, sent_at FROM "${this.schema}".dev_mailbox m
        WHERE m.recipient = $1
           OR m.recipient IN (SELECT email FROM "${this.schema}".dev_mailbox_owners WHERE browser = $2)
        ORDER BY id DESC LIMIT $3`,
      [reader.userEmail, reader.browser, limit],
    );
    return rows.map((r) => ({ id: String(r.id), to: r.recipient, subject: r.subject, text: r.body, sentAt: r.sent_at.toISOString() }));
  }
}

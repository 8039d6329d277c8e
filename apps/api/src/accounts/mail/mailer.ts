import nodemailer, { type Transporter } from 'nodemailer';
import type pg from 'pg';

export type MailMessage = { to: string; subject: string; text: string };
export type MailboxEntry = { id: string; to: string; subject: string; text: string; sentAt: string };

/** Sends through SMTP when SMTP_URL is set; otherwise keeps messages in the development mailbox. */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly schema: string,
    smtpUrl: string | null,
    private readonly from: string,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  get usesDevMailbox(): boolean {
    return this.transport === null;
  }

  async send(message: MailMessage): Promise<void> {
    if (this.transport) {
      await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
      return;
    }
    await this.pool.query(`INSERT INTO "${this.schema}".dev_mailbox (recipient, subject, body) VALUES ($1, $2, $3)`, [
      message.to,
      message.subject,
      message.text,
    ]);
  }

  async devMailbox(limit = 100): Promise<MailboxEntry[]> {
    const { rows } = await this.pool.query<{ id: string; recipient: string; subject: string; body: string; sent_at: Date }>(
      `SELECT id, recipient, subject, body, sent_at FROM "${this.schema}".dev_mailbox ORDER BY id DESC LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({ id: String(r.id), to: r.recipient, subject: r.subject, text: r.body, sentAt: r.sent_at.toISOString() }));
  }
}

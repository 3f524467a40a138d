import nodemailer from 'nodemailer';
import type { MailTransport } from './transport';

/** SMTP through nodemailer; `SMTP_URL` carries host, port, TLS and credentials (smtps://user:pass@host:465). */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport & { close(): void } {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text, html }) {
      await transporter.sendMail({ from, to, subject, text, html });
    },
    close: () => transporter.close(),
  };
}

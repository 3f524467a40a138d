export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text`, when the message was written with one. */
  html?: string;
}

/** Sends one message or throws; the delivery loop decides about retries. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

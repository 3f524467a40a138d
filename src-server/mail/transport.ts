export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends one message or throws; the delivery loop decides about retries. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

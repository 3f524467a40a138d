import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The whole message as sent: headers, then the MIME body. */
  data: string;
}

/**
 * A real SMTP server on loopback (smtp-server, no TLS, any or no login) that keeps what it is sent,
 * so a test reads what the product's mail delivery really put on the wire.
 */
export interface SmtpPeer {
  url: string;
  received: ReceivedMail[];
  to(email: string): ReceivedMail[];
  /** The next message to arrive. */
  next(): Promise<ReceivedMail>;
  /** Refuses the next recipient with a temporary error (451), as a busy mailbox does. */
  refuseNext(): void;
  close(): Promise<void>;
}

export async function startSmtpPeer(port = 0): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const waiters: Array<(mail: ReceivedMail) => void> = [];
  let refuse = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refuse > 0) {
        refuse--;
        return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        const mail = { to: session.envelope.rcptTo.map((recipient) => recipient.address), data };
        received.push(mail);
        waiters.shift()?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    received,
    to: (email) => received.filter((mail) => mail.to.includes(email)),
    next: () => new Promise<ReceivedMail>((resolve) => waiters.push(resolve)),
    refuseNext: () => {
      refuse = 1;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

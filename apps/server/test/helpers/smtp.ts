import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Mail {
  to: string[];
  raw: string;
}

/** A local SMTP server on a loopback port: every message it accepts resolves the next waiter. */
export function startSmtp() {
  const inbox: Mail[] = [];
  const waiters: Array<(m: Mail) => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        const waiter = waiters.shift();
        if (waiter) waiter(mail);
        else inbox.push(mail);
        callback();
      });
    },
  });
  return {
    server,
    /** Mails that arrived with nobody waiting for them. */
    inbox,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
      ),
    next: () =>
      new Promise<Mail>((resolve) => (inbox.length > 0 ? resolve(inbox.shift()!) : waiters.push(resolve))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

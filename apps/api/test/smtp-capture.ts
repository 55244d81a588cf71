// A real SMTP server that keeps what it receives, parsed as a mail reader parses it: for the tests
// and for the black-box attack script (no test runner here, so both can use it).
import type { AddressInfo } from 'node:net';

import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One mail as the SMTP server received it: the envelope, and the message as a client reads it. */
export interface Received {
  from: string;
  to: string[];
  mail: ParsedMail;
}

/** A real SMTP server on a free local port, with login, that can be stopped and started on the same port. */
export class TestSmtpServer {
  received: Received[] = [];
  port = 0;
  #server: SMTPServer | undefined;

  async start(): Promise<void> {
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth: (auth, _session, callback) => {
        if (auth.username === 'nbt' && auth.password === 'smtp-secret') callback(null, { user: 'nbt' });
        else callback(new Error('Invalid username or password'));
      },
      onData: (stream, session, callback) => {
        simpleParser(stream).then(
          (mail) => {
            this.received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              mail,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.#server = server;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://nbt:smtp-secret@127.0.0.1:${this.port}`;
  }
}

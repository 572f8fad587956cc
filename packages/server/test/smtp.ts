import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP peer in the test process: what nodemailer delivers lands in `empfangen` as raw messages. Port 0
 * takes a free one; the same port again starts it anew, like a mail server being restarted.
 */
export async function smtpAuf(port: number, empfangen: string[]): Promise<{ server: SMTPServer; port: number }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, fertig) {
      const teile: Buffer[] = [];
      stream.on('data', (t: Buffer) => teile.push(t));
      stream.on('end', () => {
        empfangen.push(Buffer.concat(teile).toString('utf8'));
        fertig();
      });
    },
  });
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', () => ok()));
  return { server, port: (server.server.address() as AddressInfo).port };
}

export const smtpStoppen = (s: SMTPServer) => new Promise<void>((ok) => s.close(() => ok()));

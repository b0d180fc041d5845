import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { DependencyUnavailable } from './health';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send(mail: Mail): Promise<void>; close(): void };

// A mail server that does not answer is given seconds, not nodemailer's default minutes: the
// buyer waiting for a code gets "try again in a moment" instead of a spinner.
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000 };

/**
 * Real SMTP (production, and tests with an smtp-server sink). A mail server out of reach is
 * a missing dependency (503), not a fault of ours; a refused recipient stays an error.
 */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    async send(mail) {
      try {
        await transport.sendMail({ from, ...mail });
      } catch (error) {
        if ((error as { code?: string }).code === 'EENVELOPE') throw error;
        throw new DependencyUnavailable('mail', error);
      }
    },
    close: () => transport.close(),
  };
}

/**
 * Development mailer: keeps each mail as JSON in `DATA_DIR/outbox` and logs where. The log
 * line names recipient and subject only; the body may hold a code and stays in the file.
 */
export function outboxMailer(dataDir: string, log: Logger): Mailer {
  const outbox = path.join(dataDir, 'outbox');
  mkdirSync(outbox, { recursive: true });
  let sequence = 0;
  return {
    async send(mail) {
      const name = `${Date.now()}-${++sequence}-${mail.to.replace(/[^a-z0-9@._-]/gi, '_')}.json`;
      const file = path.join(outbox, name);
      writeFileSync(file, JSON.stringify({ ...mail, date: new Date().toISOString() }, null, 2));
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail kept in outbox');
    },
    close: () => {},
  };
}

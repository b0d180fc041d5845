import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export type ReceivedMail = { to: string; subject: string; text: string };

/** A real SMTP server on a free port that keeps every mail it receives, parsed. */
export async function startSmtpSink() {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A mailbox that does not exist, as a real server refuses it: addresses starting "bounce".
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce')) {
        const refused = new Error('5.1.1 No such mailbox') as Error & { responseCode: number };
        refused.responseCode = 550;
        return callback(refused);
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
          mails.push({
            to: to?.value[0]?.address ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The newest mail to `address`, waiting up to 5 s for it to arrive. */
    async lastMailTo(address: string): Promise<ReceivedMail> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const mail = mails.findLast((m) => m.to === address);
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const codeIn = (mail: ReceivedMail) => {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in mail: ${mail.text}`);
  return code;
};

import { mkdir, rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set. Otherwise each mail is saved as an .eml file in DATA_DIR/outbox and its
 * text printed to the log, so someone running Vidya locally can still follow a reset link.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string }, log: FastifyBaseLogger): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      await mkdir(opts.outboxDir, { recursive: true });
      const file = join(opts.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^\w.@-]/g, '_')}.eml`);
      // Written beside the outbox, then moved in: whoever opens the outbox never finds a half-written mail.
      const part = join(dirname(opts.outboxDir), `.${basename(file)}.part`);
      await writeFile(part, info.message as Buffer);
      await rename(part, file);
      // The mail holds a reset link, which is as good as a password: the log says only where to look.
      log.info(`No SMTP_URL set: a mail was saved in ${opts.outboxDir}`);
    },
  };
}

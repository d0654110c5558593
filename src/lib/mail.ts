/**
 * Sending email: over SMTP when SMTP_URL is set, otherwise each message is written as an .eml
 * file under {DATA_DIR}/mail, so development and demos keep every lead email to open in a mail
 * program. Both transports take the same message and throw when the message was not accepted,
 * which the delivery worker turns into a retry.
 */
import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export type MailAttachment = { filename: string; content: string; contentType: string };

export type MailMessage = {
  from: string;
  to: readonly string[];
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: readonly MailAttachment[];
  /** Stable per delivery, so a resent message reads as the same one (`<...@...>`). */
  messageId: string;
  headers?: Record<string, string>;
};

export type MailTransport = {
  /** "smtp://host:port" or "files in /path"; never the password. */
  describe: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
};

function toNodemailer(message: MailMessage) {
  return {
    from: message.from,
    to: [...message.to],
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: message.messageId,
    headers: message.headers,
    attachments: message.attachments?.map((a) => ({ ...a })),
  };
}

function smtpTransport(smtpUrl: string): MailTransport {
  const transport = nodemailer.createTransport(smtpUrl, {});
  // Bounded waits: a hung mail server must fail the attempt, not hold the worker.
  Object.assign(transport.options, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const url = new URL(smtpUrl);
  return {
    describe: `${url.protocol}//${url.host}`,
    async send(message) {
      const info = await transport.sendMail(toNodemailer(message));
      if (info.rejected.length > 0)
        throw new Error(`Rejected recipients: ${info.rejected.join(", ")}`);
    },
    close: () => transport.close(),
  };
}

function fileTransport(dir: string): MailTransport {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    describe: `files in ${dir}`,
    async send(message) {
      const info = await transport.sendMail(toNodemailer(message));
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const name = `${stamp}-${message.messageId.replace(/[^A-Za-z0-9.-]/g, "_")}.eml`;
      // Written then renamed, so a reader never sees half a message.
      const partial = path.join(dir, `.${name}.${randomBytes(4).toString("hex")}.tmp`);
      await writeFile(partial, info.message as Buffer);
      await rename(partial, path.join(dir, name));
    },
    close: () => transport.close(),
  };
}

export function createMailTransport(options: { smtpUrl?: string; dataDir: string }): MailTransport {
  return options.smtpUrl
    ? smtpTransport(options.smtpUrl)
    : fileTransport(path.join(options.dataDir, "mail"));
}

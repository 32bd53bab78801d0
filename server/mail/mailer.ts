// Outgoing mail behind one small interface: SMTP when SMTP_URL is set, else the outbox folder.
// Plain text only: nothing a user typed is ever put into HTML.
import path from "node:path";
import { createSmtpMailer } from "./smtp-mailer.ts";
import { createOutboxMailer } from "./outbox-mailer.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: { smtpUrl: string | undefined; mailFrom: string; dataDir: string }): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.mailFrom)
    : createOutboxMailer(path.resolve(options.dataDir, "outbox"), options.mailFrom);
}

// Chooses the mailer from the configuration: SMTP when SMTP_URL is set, else the outbox folder. Apart
// from mailer.ts (the interface both implement), so that file imports nothing and nothing cycles.
import path from "node:path";
import type { Mailer } from "./mailer.ts";
import { createSmtpMailer } from "./smtp-mailer.ts";
import { createOutboxMailer } from "./outbox-mailer.ts";

export function createMailer(options: { smtpUrl: string | undefined; mailFrom: string; dataDir: string }): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.mailFrom)
    : createOutboxMailer(path.resolve(options.dataDir, "outbox"), options.mailFrom);
}

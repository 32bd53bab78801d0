// Sends mail through the SMTP server of SMTP_URL (smtp://user:pass@host:port or smtps://…).
import type { Mailer } from "./mailer.ts";
import { lazyTransport } from "./lazy-transport.ts";

const TIMEOUT_MS = 15_000;

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  const transport = lazyTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === "smtps:" ? 465 : 587,
    secure: url.protocol === "smtps:",
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  return {
    kind: "smtp",
    async send(message) {
      await (await transport()).sendMail({ from, ...message });
    },
  };
}

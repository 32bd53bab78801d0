// Outgoing mail behind one small interface, implemented by smtp-mailer.ts and outbox-mailer.ts and
// chosen by create-mailer.ts. Plain text only: nothing a user typed is ever put into HTML.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** Extra headers (e.g. List-Unsubscribe of the price alert mails). */
  headers?: Record<string, string>;
}

export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
}

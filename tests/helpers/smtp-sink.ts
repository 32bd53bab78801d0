// A real SMTP server on 127.0.0.1 (the smtp-server package) that keeps every message it receives,
// for tests of the mail flows. Bodies are decoded from quoted-printable so links can be read.
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";

export interface ReceivedMail { from: string; to: string[]; raw: string; headers: string; text: string }

export function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

export function parseMail(raw: string): { headers: string; text: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split);
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const qp = /content-transfer-encoding:\s*quoted-printable/i.test(headers);
  const b64 = /content-transfer-encoding:\s*base64/i.test(headers);
  const text = qp ? decodeQuotedPrintable(body) : b64 ? Buffer.from(body, "base64").toString("utf8") : body;
  return { headers, text };
}

export async function startSmtpSink() {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseMail(raw),
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The first mail to `address`, waiting up to `timeoutMs` for it. */
    async waitFor(address: string, timeoutMs = 5000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find((m) => m.to.includes(address));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail for ${address}`);
        await new Promise<void>((resolve) => { waiters.push(resolve); setTimeout(resolve, 100); });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

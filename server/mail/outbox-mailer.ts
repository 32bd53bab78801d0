// Without SMTP_URL (development, demos, browser tests) every mail is written as an .eml file to
// DATA_DIR/outbox/ and logged, so the validation link can still be followed.
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Mailer } from "./mailer.ts";
import { lazyTransport } from "./lazy-transport.ts";

export function createOutboxMailer(dir: string, from: string): Mailer {
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "outbox",
    async send(message) {
      const info = await (await transport()).sendMail({ from, ...message });
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(dir, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      console.log(`[mail] sin SMTP_URL: correo para ${message.to} («${message.subject}») guardado en ${file}`);
    },
  };
}

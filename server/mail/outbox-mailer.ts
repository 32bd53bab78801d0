// Without SMTP_URL (development, demos, browser tests) every mail is written as an .eml file to
// DATA_DIR/outbox/ and logged, so the validation link can still be followed.
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Mailer } from "./mailer.ts";
import { lazyTransport } from "./lazy-transport.ts";
import { partLog } from "../log/logger.ts";

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
      // The file holds the address; the log line does not (logs never carry one).
      partLog("mail").info(`sin SMTP_URL: correo «${message.subject}» guardado en ${file}`);
    },
  };
}

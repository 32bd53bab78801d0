// Reads the mails the server wrote to DATA_DIR/outbox/ (no SMTP_URL): waits for one to a recipient and
// returns its decoded text body.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** Undoes quoted-printable: soft line breaks and =XX bytes (UTF-8). */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** The text body of a single-part .eml (headers split off, transfer encoding undone). */
export function emlBody(eml: string): { headers: string; body: string } {
  const split = eml.search(/\r?\n\r?\n/);
  const headers = eml.slice(0, split);
  const raw = eml.slice(split).replace(/^\r?\n\r?\n/, "");
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "quoted-printable") return { headers, body: decodeQuotedPrintable(raw) };
  if (encoding === "base64") return { headers, body: Buffer.from(raw.replace(/\s+/g, ""), "base64").toString("utf8") };
  return { headers, body: raw };
}

export async function waitForMailTo(dataDir: string, recipient: string, timeoutMs = 15_000): Promise<string> {
  const dir = path.join(dataDir, "outbox");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = await readdir(dir).catch(() => [] as string[]);
    for (const file of files.filter((name) => name.endsWith(".eml")).sort()) {
      const eml = await readFile(path.join(dir, file), "utf8");
      const { headers, body } = emlBody(eml);
      if (new RegExp(`^to:.*${recipient.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "im").test(headers)) return body;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${recipient} in ${dir} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

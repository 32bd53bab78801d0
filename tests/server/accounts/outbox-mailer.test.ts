import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createMailer } from "../../../server/mail/create-mailer.ts";
import { validationMail } from "../../../server/mail/messages.ts";

describe("mail without SMTP_URL", () => {
  let dataDir = "";
  beforeAll(async () => { dataDir = await mkdtemp(path.join(tmpdir(), "gasolinaeco-outbox-")); });
  afterAll(async () => { await rm(dataDir, { recursive: true, force: true }); });

  it("writes each mail as an .eml file, readable only by its owner, to DATA_DIR/outbox/", async () => {
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: "GasolinaEco <no-reply@gasolinaeco.es>", dataDir });
    await mailer.send(validationMail("outbox@example.es", `https://gasolinaeco.test/validaremail/${"ab".repeat(32)}`));
    const dir = path.join(dataDir, "outbox");
    const [file] = (await readdir(dir)).filter((f) => f.endsWith(".eml"));
    const eml = await readFile(path.join(dir, file!), "utf8");
    expect(eml).toContain("To: outbox@example.es");
    expect(eml.replace(/=\n/g, "")).toContain(`validaremail/${"ab".repeat(32)}`);
    expect((await stat(path.join(dir, file!))).mode & 0o777).toBe(0o600);
  });
});

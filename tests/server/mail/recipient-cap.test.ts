// At most 5 mails to one address in 24 h, whatever the accounts that name it, on each test database:
// registering a stranger's address, asking for re-sends, deleting the account and starting again
// reaches the stranger 5 times, no more; another address is not affected; a day later mail flows again.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { createMailCatcher, createTestApp, type TestApp } from "../../helpers/community-app.ts";
import { MAILS_PER_ADDRESS, RecipientCapReached, recipientCappedMailer } from "../../../server/mail/recipient-cap.ts";
import { createNotificationDelivery } from "../../../server/alerts/deliver-notification.ts";

// About the cap on mails to one address, not the password hash: a cheaper argon2id for their sign-ups and logins
// (tests/helpers/quick-argon2.ts; registration.test.ts keeps the real parameters).
vi.mock("argon2", async (real) => (await import("../../helpers/quick-argon2.ts")).quickArgon2(real));

describe.each(TEST_DB_KINDS)("mails per address ($name)", (kind) => {
  let t: TestApp;
  const stranger = `desconocida-${kind.name}@example.es`;
  const mailsTo = (address: string) => t.mail.sent.filter((m) => m.to === address).length;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.dispose());

  /** Register the address, ask for 3 re-sends, delete the account. */
  async function abuseOnce(address: string) {
    const api = await t.client();
    await api.post("/api/users/register", { email: address, password: "secreto123" });
    const token = (await api.post<string>("/api/token/login", { email: address, password: "secreto123" })).body.entity;
    for (let i = 0; i < 3; i++) await api.post("/api/users/reenviarvalidacion", {}, { token });
    await api.post("/api/users/borrarusuario", {}, { token });
  }

  it("reaches an address 5 times however many accounts are made and deleted for it", async () => {
    for (let round = 0; round < 3; round++) await abuseOnce(stranger);
    expect(mailsTo(stranger)).toBe(MAILS_PER_ADDRESS);
  });

  it("counts the address whatever its letter case", async () => {
    await abuseOnce(stranger.toUpperCase());
    expect(mailsTo(stranger) + mailsTo(stranger.toUpperCase())).toBe(MAILS_PER_ADDRESS);
  });

  it("keeps no address for the count, only its hash", async () => {
    const rows = await t.db.query<{ address_hash: string }>("select address_hash from mail_recipient_sends");
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.address_hash))).toBe(true);
  });

  it("does not affect another address", async () => {
    const other = `otra-${kind.name}@example.es`;
    await abuseOnce(other);
    expect(mailsTo(other)).toBe(4);
  });

  it("mails the address again 24 h after", async () => {
    t.clock.advance(24 * 3600_000 + 1000);
    const before = mailsTo(stranger);
    await abuseOnce(stranger);
    expect(mailsTo(stranger) - before).toBe(4);
  });

  it("gives up an alert mail past the cap instead of retrying it", async () => {
    const catcher = createMailCatcher();
    const mailer = recipientCappedMailer(catcher, t.db, () => t.clock.now);
    const address = `avisos-${kind.name}@example.es`;
    for (let i = 0; i < MAILS_PER_ADDRESS; i++) await mailer.send({ to: address, subject: "x", text: "x" });
    await expect(mailer.send({ to: address, subject: "x", text: "x" })).rejects.toBeInstanceOf(RecipientCapReached);
    const deliver = createNotificationDelivery({ pushSender: () => Promise.reject(new Error("no push")), mailer, publicUrl: "https://gasolinaeco.test" });
    const outcome = await deliver({
      id: 1, alertId: 1, attempts: 0, createdAt: t.clock.now, push: null, email: { address, unsubscribeToken: "t".repeat(43) },
      news: { alertId: 1, combustible: "95", umbral: 1.6, station: { id: "1001", rotulo: "REPSOL SOL", direccion: "CALLE MAYOR, 1", localidad: "MADRID" }, precio: 1.589, precioAnterior: 1.659 },
    });
    expect(outcome).toEqual({ kind: "drop", reason: `esta dirección ya ha recibido ${MAILS_PER_ADDRESS} correos en 24 h` });
    expect(catcher.sent).toHaveLength(MAILS_PER_ADDRESS);
  });
});

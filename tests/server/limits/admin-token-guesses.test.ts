// Wrong admin tokens are answered one a second per client address; the right token is answered at
// once, however many wrong ones the same address (a shared proxy) has sent.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { createTestApp, type TestApp } from "../../helpers/community-app.ts";
import { createWrongAttemptPacer } from "../../../server/limits/wrong-attempt-pacer.ts";

const ADMIN = "token-de-moderacion-para-las-pruebas-000";

describe("admin token guesses", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(TEST_DB_KINDS[0]!, { env: { ADMIN_TOKEN: ADMIN } });
  });
  afterAll(() => t.dispose());

  const timed = async (secret: string) => {
    const sent = performance.now();
    const res = await t.app.request("/api/admin/comentarios", { headers: { authorization: `Bearer ${secret}` } });
    return { status: res.status, doneAt: performance.now() - sent };
  };

  it("answers wrong tokens from one address one a second, and the right one at once meanwhile", async () => {
    const wrong = [1, 2, 3].map((i) => timed(`no-es-el-token-de-moderacion-00${i}`));
    const right = await timed(ADMIN);
    expect(right.status).toBe(200);
    expect(right.doneAt).toBeLessThan(500);
    const answers = await Promise.all(wrong);
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401]);
    // The first at once, the third two seconds later.
    expect(Math.max(...answers.map((a) => a.doneAt))).toBeGreaterThanOrEqual(1900);
  }, 10_000);

  it("accepts the right token after a run of wrong ones", async () => {
    for (let i = 0; i < 3; i++) await timed(`no-es-el-token-de-moderacion-00${i}`);
    expect((await timed(ADMIN)).status).toBe(200);
  }, 10_000);
});

describe("wrong attempt pacer", () => {
  it("lets the first attempt of an address through at once, then one per delay, in order", async () => {
    const pacer = createWrongAttemptPacer(100, 10);
    const started = performance.now();
    const done: number[] = [];
    const answered: number[] = [];
    await Promise.all([0, 1, 2].map(async (i) => {
      await pacer.turn("1.2.3.4");
      done[i] = performance.now() - started;
      answered.push(i);
    }));
    expect(done[0]).toBeLessThan(50);
    // The n-th attempt is answered no sooner than n delays after the first (a timer may fire a
    // millisecond early), and in the order sent. Not a gap between two answers: on a loaded machine
    // the event loop can be held past both turns, and then answers both as soon as it runs again.
    expect(done[1]!).toBeGreaterThanOrEqual(95);
    expect(done[2]!).toBeGreaterThanOrEqual(195);
    expect(answered).toEqual([0, 1, 2]);
  });

  it("refuses at once an attempt past the ones allowed to wait, and another address waits on its own", async () => {
    const pacer = createWrongAttemptPacer(100, 2);
    void pacer.turn("1.2.3.4"); // answered at once
    const waiting = [pacer.turn("1.2.3.4"), pacer.turn("1.2.3.4")];
    const sent = performance.now();
    expect(await pacer.turn("1.2.3.4")).toBe(false);
    expect(performance.now() - sent).toBeLessThan(50);
    const other = performance.now();
    expect(await pacer.turn("5.6.7.8")).toBe(true);
    expect(performance.now() - other).toBeLessThan(50);
    expect(await Promise.all(waiting)).toEqual([true, true]);
  });
});

import { it } from "vitest";
import { TEST_DB_KINDS } from "/work/main/tests/helpers/test-dbs.ts";
import { createTestApp } from "/work/main/tests/helpers/community-app.ts";
it("prof", async () => {
  let t0 = performance.now();
  const db = await TEST_DB_KINDS[0]!.create(); console.log("create", performance.now() - t0); await db.dispose();
  t0 = performance.now();
  const t = await createTestApp(TEST_DB_KINDS[0]!); console.log("app", performance.now() - t0);
  t0 = performance.now();
  await t.signUp("a@example.es"); console.log("signup", performance.now() - t0);
  t0 = performance.now();
  await t.signUp("b@example.es"); console.log("signup2", performance.now() - t0);
  await t.dispose();
});

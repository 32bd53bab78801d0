// npm run backup / npm run restore on the embedded database: a round trip keeps accounts, opinions,
// photos, favourites and alerts; both refuse, in Spanish, while the server holds DATA_DIR or when the
// file is not a (whole) backup, and leave nothing behind.
import { existsSync } from "node:fs";
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../server/db/db.ts";
import { lockDataDir, type DataDirLock } from "../../../server/data-dir-lock.ts";
import { backupEmbedded, restoreEmbedded } from "../../../server/db/embedded-backup.ts";
import { openDb } from "../../../server/db/open-db.ts";
import { withFreshDatabase } from "../../helpers/fresh-data-dir.ts";

const folders: string[] = [];
const openDbs: Db[] = [];
const locks: DataDirLock[] = [];
afterEach(async () => {
  for (const lock of locks.splice(0)) lock.release();
  await Promise.all(openDbs.splice(0).map((db) => db.close()));
  await Promise.all(folders.splice(0).map((f) => rm(f, { recursive: true, force: true })));
});

async function folder(): Promise<string> {
  const f = await mkdtemp(path.join(tmpdir(), "gasolinaeco-backup-"));
  folders.push(f);
  return f;
}

/** A data directory as the server's first start leaves it: a new, migrated embedded database. */
const dataFolder = async () => withFreshDatabase(await folder());

const PHOTO = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 255]);

async function fillWithUserData(db: Db): Promise<void> {
  const [user] = await db.query<{ id: string }>("insert into users (email, password_hash, username) values ('ana@example.com', '$argon2id$x', 'ana') returning id");
  const id = user!.id;
  await db.query("insert into comments (station_id, user_id, comentario, valoracion, status, created_at) values ('1234', $1, 'Buen servicio', 5, 'approved', now())", [id]);
  await db.query("insert into station_images (station_id, user_id, content_type, width, height, bytes, sha256, created_at) values ('1234', $1, 'image/jpeg', 2, 2, $2, 'abc', now())", [id, PHOTO]);
  await db.query("insert into favourite_stations (user_id, station_id, created_at) values ($1, '1234', now())", [id]);
  await db.query("insert into price_alerts (user_id, combustible, umbral, station_id, created_at) values ($1, 'diesel', 1.4, '1234', now())", [id]);
}

async function userData(db: Db) {
  return {
    users: await db.query("select email, username from users"),
    opinions: await db.query("select station_id, comentario, valoracion, status from comments"),
    photos: (await db.query<{ bytes: Uint8Array }>("select bytes from station_images")).map((r) => [...r.bytes]),
    favourites: await db.query("select station_id from favourite_stations"),
    alerts: await db.query("select combustible, umbral, station_id from price_alerts"),
  };
}

describe("backup and restore of the embedded database", () => {
  // One database filled with user data and closed, as its server leaves it; each test that needs one
  // gets a copy of its own (a PGlite start, seconds on a small machine, instead of one per test).
  let filledTemplate = "";
  let before: Awaited<ReturnType<typeof userData>>;
  beforeAll(async () => {
    filledTemplate = await withFreshDatabase(await mkdtemp(path.join(tmpdir(), "gasolinaeco-backup-filled-")));
    const db = await openDb({ dataDir: filledTemplate });
    try {
      await fillWithUserData(db);
      before = await userData(db);
    } finally {
      await db.close();
    }
  }, 60_000);
  afterAll(() => rm(filledTemplate, { recursive: true, force: true }));

  /** A data directory whose server kept user data: a copy of the filled template. */
  const filledDataFolder = async () => {
    const dataDir = await folder();
    await cp(path.join(filledTemplate, "pglite"), path.join(dataDir, "pglite"), { recursive: true });
    return dataDir;
  };

  it("gives back accounts, opinions, photos, favourites and alerts in another data directory", async () => {
    const [source, target, files] = await Promise.all([filledDataFolder(), folder(), folder()]);

    const file = path.join(files, "copia.tar.gz");
    expect(await backupEmbedded(source, file)).toMatchObject({ ok: true });
    expect(await restoreEmbedded(target, file)).toMatchObject({ ok: true });

    const restored = await openDb({ dataDir: target });
    openDbs.push(restored);
    expect(await userData(restored)).toEqual(before);
    expect(before.photos).toEqual([[...PHOTO]]);
  });

  it("keeps the database it replaces aside", async () => {
    const [dataDir, files] = await Promise.all([dataFolder(), folder()]);
    const file = path.join(files, "copia.tar.gz");
    await backupEmbedded(dataDir, file);
    const outcome = await restoreEmbedded(dataDir, file, new Date("2026-11-27T10:00:00Z"));
    expect(outcome.message).toMatch(/La anterior queda en .*pglite\.antes-2026-11-27T10-00-00-000Z/);
  });

  it("refuses, in Spanish, while the server holds DATA_DIR", async () => {
    const [dataDir, files] = await Promise.all([folder(), folder()]);
    const held = lockDataDir(dataDir, "el servidor");
    if (held.ok) locks.push(held.lock);
    const file = path.join(files, "copia.tar.gz");
    expect(await backupEmbedded(dataDir, file)).toEqual({ ok: false, message: expect.stringMatching(/está en uso por el servidor \(pid \d+\).*Páralo antes/) });
    expect(await restoreEmbedded(dataDir, file)).toEqual({ ok: false, message: expect.stringMatching(/está en uso por el servidor/) });
    expect(existsSync(file)).toBe(false);
  });

  it("copies a database its server left open when it was killed, with no start and stop first", async () => {
    const [dataDir, files] = await Promise.all([filledDataFolder(), folder()]);
    // What a kill -9 leaves: PGlite's postmaster.pid, and no lock (the kernel dropped it).
    await writeFile(path.join(dataDir, "pglite", "postmaster.pid"), "-42\n");
    const file = path.join(files, "copia.tar.gz");
    expect(await backupEmbedded(dataDir, file)).toMatchObject({ ok: true });
  });

  it("refuses a backup cut short, changes nothing and leaves no folder behind", async () => {
    const [dataDir, files] = await Promise.all([dataFolder(), folder()]);
    const whole = path.join(files, "copia.tar.gz");
    await backupEmbedded(dataDir, whole);
    const cut = path.join(files, "cortada.tar.gz");
    const bytes = await readFile(whole);
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const before = { dataDir: await readdir(dataDir), database: await readdir(path.join(dataDir, "pglite")) };

    expect(await restoreEmbedded(dataDir, cut)).toEqual({ ok: false, message: expect.stringMatching(/no es una copia de seguridad de GasolinaEco .*no se ha cambiado nada/) });
    expect({ dataDir: await readdir(dataDir), database: await readdir(path.join(dataDir, "pglite")) }).toEqual(before);
  });

  it("refuses a gzip that holds no tar", async () => {
    const [dataDir, files] = await Promise.all([folder(), folder()]);
    const notATar = path.join(files, "otra.tar.gz");
    const { gzipSync } = await import("node:zlib");
    await writeFile(notATar, gzipSync(Buffer.alloc(4096, 7)));
    expect(await restoreEmbedded(dataDir, notATar)).toEqual({ ok: false, message: expect.stringMatching(/no es una copia de seguridad de GasolinaEco/) });
    expect(await readdir(dataDir)).not.toContain("pglite.restaurando");
  });

  it("refuses a file that is not a backup and leaves the database as it was", async () => {
    const [dataDir, files] = await Promise.all([filledDataFolder(), folder()]);
    const notABackup = path.join(files, "fotos.zip");
    await writeFile(notABackup, "PK\u0003\u0004 not a backup");
    expect(await restoreEmbedded(dataDir, notABackup)).toEqual({ ok: false, message: expect.stringMatching(/no es una copia de seguridad de GasolinaEco/) });
    const reopened = await openDb({ dataDir });
    openDbs.push(reopened);
    expect((await userData(reopened)).users).toHaveLength(1);
  });
});

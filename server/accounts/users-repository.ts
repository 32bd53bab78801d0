// Users and their profile in the database. E-mails are compared trimmed and lower-cased; ids are
// uuids (anything else is "no such user", never a database error).
import type { Db, DbQueries } from "../db/db.ts";

export interface UserRecord {
  id: string;
  email: string;
  passwordHash: string;
  emailValidated: boolean;
}

export interface ProfileRecord {
  email: string;
  username: string;
  tipovehiculo: number | null;
  istaxi: boolean;
  marcavehiculo: number | null;
  deposito: number;
  emailValidado: boolean;
  /** Only when set. */
  litros?: number;
  consumo?: number;
  /** The driver's fuel (a search product code), only when chosen. */
  combustible?: string;
  idioma?: string;
}

export type ProfileUpdate = Omit<ProfileRecord, "email" | "emailValidado" | "litros" | "consumo" | "combustible" | "idioma"> & {
  /** Absent: keep what is stored; null: clear it. */
  litros?: number | null | undefined;
  consumo?: number | null | undefined;
  combustible?: string | null | undefined;
  idioma?: string | null | undefined;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

interface UserRow { id: string; email: string; password_hash: string; email_validated_at: Date | string | null }
const toUser = (r: UserRow): UserRecord => ({
  id: r.id, email: r.email, passwordHash: r.password_hash, emailValidated: r.email_validated_at != null,
});

export function createUsersRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<UserRecord | null> {
      const [row] = await db.query<UserRow>(
        "select id, email, password_hash, email_validated_at from users where email = $1", [normaliseEmail(email)]);
      return row ? toUser(row) : null;
    },

    async findById(id: string): Promise<UserRecord | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.query<UserRow>(
        "select id, email, password_hash, email_validated_at from users where id = $1", [id]);
      return row ? toUser(row) : null;
    },

    /** The new user's id, or null when the e-mail already has an account. */
    async create(tx: DbQueries, email: string, passwordHash: string, now: Date): Promise<string | null> {
      const [row] = await tx.query<{ id: string }>(
        `insert into users (email, password_hash, created_at) values ($1, $2, $3)
         on conflict (email) do nothing returning id`,
        [normaliseEmail(email), passwordHash, now]);
      return row?.id ?? null;
    },

    async setPasswordHash(id: string, passwordHash: string): Promise<void> {
      await db.query("update users set password_hash = $2 where id = $1", [id, passwordHash]);
    },

    async getProfile(id: string): Promise<ProfileRecord | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.query<{
        email: string; username: string; tipo_vehiculo: number | null; is_taxi: boolean;
        marca_vehiculo: number | null; deposito: number; email_validated_at: Date | string | null;
        litros_repostaje: number | null; consumo_l100km: number | null; combustible: string | null;
        idioma: string | null;
      }>(`select email, username, tipo_vehiculo, is_taxi, marca_vehiculo, deposito, email_validated_at, litros_repostaje, consumo_l100km,
            combustible, idioma
          from users where id = $1`, [id]);
      if (!row) return null;
      return {
        email: row.email,
        username: row.username,
        tipovehiculo: row.tipo_vehiculo,
        istaxi: row.is_taxi,
        marcavehiculo: row.marca_vehiculo,
        deposito: Number(row.deposito),
        emailValidado: row.email_validated_at != null,
        ...(row.litros_repostaje != null ? { litros: Number(row.litros_repostaje) } : {}),
        ...(row.consumo_l100km != null ? { consumo: Number(row.consumo_l100km) } : {}),
        ...(row.combustible != null ? { combustible: row.combustible } : {}),
        ...(row.idioma != null ? { idioma: row.idioma } : {}),
      };
    },

    /** False when the user no longer exists. */
    async setProfile(id: string, p: ProfileUpdate): Promise<boolean> {
      const rows = await db.query(
        `update users set username = $2, tipo_vehiculo = $3, is_taxi = $4, marca_vehiculo = $5, deposito = $6,
           litros_repostaje = case when $7::boolean then $8::double precision else litros_repostaje end,
           consumo_l100km = case when $9::boolean then $10::double precision else consumo_l100km end,
           combustible = case when $11::boolean then $12::text else combustible end,
           idioma = case when $13::boolean then $14::text else idioma end
         where id = $1 returning id`,
        [id, p.username, p.tipovehiculo, p.istaxi, p.marcavehiculo, p.deposito,
          p.litros !== undefined, p.litros ?? null, p.consumo !== undefined, p.consumo ?? null,
          p.combustible !== undefined, p.combustible ?? null, p.idioma !== undefined, p.idioma ?? null]);
      return rows.length === 1;
    },

    /**
     * Deletes the account and everything personal in one transaction: opinions, photos, refuels,
     * validation tokens, contact messages sent from its address, then the user row. True if it existed.
     */
    async deleteEverything(id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      return db.transaction(async (tx) => {
        const [user] = await tx.query<{ email: string }>("select email from users where id = $1 for update", [id]);
        if (!user) return false;
        await tx.query("delete from comments where user_id = $1", [id]);
        await tx.query("delete from station_images where user_id = $1", [id]);
        await tx.query("delete from refuels where user_id = $1", [id]);
        await tx.query("delete from email_validations where user_id = $1", [id]);
        await tx.query("delete from contact_messages where lower(email) = $1", [user.email]);
        await tx.query("delete from users where id = $1", [id]);
        return true;
      });
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

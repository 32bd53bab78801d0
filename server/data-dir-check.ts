// DATA_DIR must take writes before the server starts on it (the embedded database, the generated keys,
// the mail outbox). A read-only or full disk otherwise surfaced later as PGlite's "ErrnoError errno
// 51/69" or a stack trace; this says, in one line, which folder and what is wrong with it.
import { randomBytes } from "node:crypto";
import { mkdir, open, rm } from "node:fs/promises";
import path from "node:path";

/** Enough to notice a full disk, small enough to cost nothing. */
const PROBE_BYTES = 256 * 1024;

const REASONS: Record<string, string> = {
  EROFS: "el sistema de ficheros es de solo lectura",
  ENOSPC: "el disco está lleno",
  EDQUOT: "se ha superado la cuota de disco",
  EACCES: "no hay permiso para escribir en ella",
  EPERM: "no hay permiso para escribir en ella",
  ENOTDIR: "una parte de la ruta es un fichero, no una carpeta",
};

/** Reason of an errno code in words, with the code; undefined for codes without one here. */
export function describeWriteError(code: string): string | undefined {
  return REASONS[code] ? `${REASONS[code]} (${code})` : undefined;
}

/** null when DATA_DIR can be written, else the one line to print. */
export async function dataDirProblem(dataDir: string): Promise<string | null> {
  const dir = path.resolve(dataDir);
  const probe = path.join(dir, `.escritura-${randomBytes(6).toString("hex")}`);
  try {
    await mkdir(dir, { recursive: true });
    const file = await open(probe, "wx");
    try {
      // A nearly full disk takes part of the write and says nothing: a short write means full.
      const { bytesWritten } = await file.write(Buffer.alloc(PROBE_BYTES));
      if (bytesWritten < PROBE_BYTES) throw Object.assign(new Error("escritura incompleta"), { code: "ENOSPC" });
      await file.sync();
    } finally {
      await file.close();
    }
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    const reason = describeWriteError(code) ?? (error as Error).message;
    return `[start] No se puede escribir en DATA_DIR (${dir}): ${reason}. Elige otra carpeta con DATA_DIR o libera espacio.`;
  } finally {
    await rm(probe, { force: true }).catch(() => undefined);
  }
}

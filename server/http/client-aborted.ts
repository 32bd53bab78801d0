// A client that hangs up while sending its body (a phone losing signal mid-upload) is not a server
// error: Node rejects the body read with "aborted" (ECONNRESET). One line in the log, no stack trace,
// and nobody is left to answer.
export function isClientAbort(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === "ECONNRESET" && message === "aborted";
}

export const CLIENT_ABORT_MESSAGE = "el cliente cortó la conexión antes de enviar todo el cuerpo";

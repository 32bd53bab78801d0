// A nodemailer transport made on the first mail: nodemailer is ~11 MB of resident code, and a server
// may run for days without sending anything.
import type { Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import type StreamTransport from "nodemailer/lib/stream-transport";

type TransportOptions = SMTPTransport.Options | StreamTransport.Options;

export function lazyTransport(options: TransportOptions): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => {
    transport ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(options));
    return transport;
  };
}

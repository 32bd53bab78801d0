// contacto (SPEC §2, §5, §8): the contact mailbox. Success says so and clears the form; a failure is
// logged only. Without signal the message is queued on the device and sent when the signal returns
// (src/offline/outbox.ts); the user is told so and the form cleared.
import { Trans, useLingui } from "@lingui/react/macro";
import type { FormEvent } from "react";
import { QUEUED_ACTION, QUEUED_MESSAGE, sendContactOrQueue } from "../../offline/outbox.ts";
import { useUiStore } from "../../stores/ui-store.ts";
import { TextField } from "../../ui/TextField.tsx";
import { useFormState, validateFields } from "../../ui/form-state.ts";
import { screenTitle, usePageTitle } from "../../ui/page-title.ts";
import { CONTACT_SENT_ACTION, CONTACT_SENT_MESSAGE, MESSAGE_MAX, contactSchemas, type ContactForm } from "./contact-form.ts";
import "./pages.css";

export function ContactPage() {
  const { t } = useLingui();
  usePageTitle(screenTitle(t`Contacto`));
  const form = useFormState<ContactForm>({ email: "", asunto: "", mensaje: "" }, (values) => validateFields(contactSchemas, values));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.valid) {
      form.touchAll();
      return;
    }
    const { showLoader, hideLoader, showSnack } = useUiStore.getState();
    showLoader();
    const outcome = await sendContactOrQueue({
      email: form.values.email.trim(),
      asunto: form.values.asunto.trim(),
      mensaje: form.values.mensaje.trim(),
    });
    hideLoader();
    if (outcome.status === "failed") return;
    if (outcome.status === "queued") showSnack(t(QUEUED_MESSAGE), { action: t(QUEUED_ACTION) });
    else showSnack(t(CONTACT_SENT_MESSAGE), { action: t(CONTACT_SENT_ACTION) });
    form.reset();
  }

  return (
    <section className="card page-narrow" aria-labelledby="contact-title">
      <h1 id="contact-title">
        <Trans>Buzón de contacto</Trans>
      </h1>
      <p className="muted">
        <Trans>¿Dudas, ideas o algún precio que no cuadra? Escríbenos.</Trans>
      </p>
      <form noValidate onSubmit={submit}>
        <TextField
          id="contact-email"
          label={t`Email`}
          type="email"
          autoComplete="email"
          required
          {...form.textField("email")}
        />
        <TextField
          id="contact-asunto"
          label={t`Asunto`}
          required
          {...form.textField("asunto")}
        />
        <TextField
          id="contact-mensaje"
          label={t`Mensaje`}
          multiline
          required
          {...form.textField("mensaje")}
          hint={`${form.values.mensaje.length} / ${MESSAGE_MAX}`}
        />
        <button type="submit" className="button button-primary" disabled={!form.valid}>
          <Trans>Enviar comentario</Trans>
        </button>
      </form>
    </section>
  );
}

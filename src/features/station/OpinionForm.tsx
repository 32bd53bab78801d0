// The opinion form (SPEC §2, §4, §5, §8): text up to 500 characters with its 'n / 500' counter and a
// 1-5 rating that starts at 3; send is disabled while the text is empty. After a success the text is
// cleared, the form hidden for the rest of this visit and the thanks shown; a failure says so with the
// server's reason. Opinions need an account, so a visitor sees the way to log in instead.
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import { Link } from "wouter";
import { postCommentOrQueue } from "../../offline/outbox.ts";
import { isLoggedIn, useSessionStore } from "../../stores/session-store.ts";
import { useUiStore } from "../../stores/ui-store.ts";
import { RatingInput } from "./RatingStars.tsx";
import {
  COMMENT_FAILED_ACTION,
  COMMENT_MAX,
  COMMENT_SENT_ACTION,
  COMMENT_SENT_MESSAGE,
  DEFAULT_RATING,
} from "./station-messages.ts";

export function OpinionForm({ stationId }: { stationId: string }) {
  const { t } = useLingui();
  const loggedIn = useSessionStore(isLoggedIn);
  const [text, setText] = useState("");
  const [rating, setRating] = useState(DEFAULT_RATING);
  const [sent, setSent] = useState(false);
  const id = useId();
  const valid = text.trim().length > 0 && text.length <= COMMENT_MAX && rating >= 1 && rating <= 5 && stationId !== "";

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid) return;
    const { showLoader, hideLoader, showSnack } = useUiStore.getState();
    showLoader();
    // Without signal the opinion is queued and sent when the signal returns (src/offline/outbox.ts).
    const outcome = await postCommentOrQueue({ stationid: stationId, comentario: text.trim(), valoracion: rating });
    hideLoader();
    if (outcome.status === "failed") {
      const reason = outcome.failure.message;
      showSnack(t`Ocurrió un error al enviar el comentario, prueba mas tarde: ${reason}`, { action: t(COMMENT_FAILED_ACTION) });
      return;
    }
    setText("");
    setSent(true);
    // The words of src/offline/outbox.ts's QUEUED_MESSAGE and QUEUED_ACTION, translated (one message each).
    if (outcome.status === "queued") showSnack(t`Sin conexión: tu mensaje se enviará cuando vuelva la señal.`, { action: t`Aviso!` });
    else showSnack(t(COMMENT_SENT_MESSAGE), { action: t(COMMENT_SENT_ACTION) });
  }

  return (
    <section className="card station-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans>Tu opinión</Trans>
      </h2>
      {!loggedIn ? (
        <p>
          <Trans>
            <Link href="/login">Inicia sesión</Link> para opinar sobre esta gasolinera.
          </Trans>
        </p>
      ) : sent ? (
        <p>
          <Trans>Gracias por tu opinión.</Trans>
        </p>
      ) : (
        <form noValidate onSubmit={submit} aria-label={t`Opinión sobre la gasolinera`}>
          <div className="field">
            <label htmlFor={`${id}-text`}>
              <Trans>Comentario</Trans>
            </label>
            <textarea
              id={`${id}-text`}
              name="comentario"
              rows={4}
              maxLength={COMMENT_MAX}
              required
              value={text}
              aria-describedby={`${id}-counter`}
              onChange={(event) => setText(event.target.value.slice(0, COMMENT_MAX))}
            />
            <p id={`${id}-counter`} className="field-hint counter">
              {text.length} / {COMMENT_MAX}
            </p>
          </div>
          <RatingInput legend={t`Valoración`} value={rating} onChange={setRating} />
          <button type="submit" className="button button-primary" disabled={!valid}>
            <Trans>Enviar opinión</Trans>
          </button>
        </form>
      )}
    </section>
  );
}

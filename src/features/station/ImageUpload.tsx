// The photo upload card (SPEC §2, §5, §8): a file chooser and a send button; sending without a file does
// nothing. The answer is only logged; after a success the chooser is cleared and the photos reloaded.
// Uploading needs an account, so a visitor sees the way to log in instead.
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useRef, useState, type FormEvent } from "react";
import { Link } from "wouter";
import { uploadImage } from "../../api/community.ts";
import { isLoggedIn, useSessionStore } from "../../stores/session-store.ts";
import { useUiStore } from "../../stores/ui-store.ts";

interface ImageUploadProps {
  stationId: string;
  onUploaded: () => void;
}

export const ACCEPTED_IMAGES = "image/jpeg,image/png,image/webp,image/heic,image/heif";

export function ImageUpload({ stationId, onUploaded }: ImageUploadProps) {
  const { t } = useLingui();
  const loggedIn = useSessionStore(isLoggedIn);
  const input = useRef<HTMLInputElement>(null);
  const [hasFile, setHasFile] = useState(false);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return;
    const { showLoader, hideLoader } = useUiStore.getState();
    showLoader();
    const result = await uploadImage(file, stationId);
    hideLoader();
    if (!result.ok) return;
    console.info("[imagenes] foto subida", result.data?.id ?? "");
    if (input.current) input.current.value = "";
    setHasFile(false);
    onUploaded();
  }

  return (
    <section className="card station-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans>Sube una foto</Trans>
      </h2>
      {!loggedIn ? (
        <p>
          <Trans>
            <Link href="/login">Inicia sesión</Link> para subir fotos de esta gasolinera.
          </Trans>
        </p>
      ) : (
        <form noValidate onSubmit={submit} aria-label={t`Subir foto`} className="upload-form">
          <div className="field">
            <label htmlFor={`${id}-file`}>
              <Trans>Foto de la gasolinera</Trans>
            </label>
            <input
              ref={input}
              id={`${id}-file`}
              name="file"
              type="file"
              accept={ACCEPTED_IMAGES}
              onChange={(event) => setHasFile((event.target.files?.length ?? 0) > 0)}
            />
          </div>
          <button type="submit" className="button button-primary" aria-disabled={!hasFile}>
            <Trans>Enviar foto</Trans>
          </button>
        </form>
      )}
    </section>
  );
}

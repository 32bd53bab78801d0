// The station's opinions (SPEC §2): only when at least one exists; author, date (the station's own
// calendar, `timeZone`), text and stars.
import { Trans } from "@lingui/react/macro";
import type { CommentRead } from "../../domain/contract/accounts.ts";
import { formatCommentDate } from "./comment-date.ts";
import { RatingStars } from "./RatingStars.tsx";

export function OpinionsCard({ comments, timeZone }: { comments: readonly CommentRead[]; timeZone: string }) {
  if (comments.length === 0) return null;
  return (
    <section className="card station-section" aria-labelledby="opinions-title">
      <h2 id="opinions-title">
        <Trans>Opiniones</Trans>
      </h2>
      <ul className="opinion-list">
        {comments.map((comment, i) => (
          <li key={`${comment.fecha}-${i}`} className="opinion">
            <p className="opinion-head">
              <strong>{comment.nombre}</strong>
              <time dateTime={comment.fecha}>{formatCommentDate(comment.fecha, timeZone)}</time>
            </p>
            <RatingStars value={comment.valoracion} />
            <p className="opinion-text">{comment.comentario}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

// The texts of the station screen, as SPEC §5 and §8 write them; resolved when shown (useLingui's t).
import { msg } from "@lingui/core/macro";

export const COMMENT_MAX = 500;
export const DEFAULT_RATING = 3;
export const COMMENT_SENT_MESSAGE = msg`Tu comentario ha quedado registrado, en breve será visible.`;
export const COMMENT_SENT_ACTION = msg`Gracias!`;
export const COMMENT_FAILED_ACTION = msg`Error!`;

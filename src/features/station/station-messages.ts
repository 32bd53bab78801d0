// The texts of the station screen, as SPEC §5 and §8 write them.
export const COMMENT_MAX = 500;
export const DEFAULT_RATING = 3;
export const COMMENT_SENT_MESSAGE = "Tu comentario ha quedado registrado, en breve será visible.";
export const COMMENT_SENT_ACTION = "Gracias!";
export const COMMENT_FAILED_MESSAGE = "Ocurrió un error al enviar el comentario, prueba mas tarde: ";
export const COMMENT_FAILED_ACTION = "Error!";

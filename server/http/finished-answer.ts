// Answers that leave their route finished: every header the /api middleware would add (security
// headers, the XSRF cookie where the client lacks one, the coding) is already in a plain record made
// from the same parts (server/http/answer-sender.ts). The middleware still see these answers and pass
// them on untouched, so the adapter writes the record and the bytes straight to the socket without
// building a Headers object.
const finished = new WeakSet<Response>();

export function finishAnswer(res: Response): Response {
  finished.add(res);
  return res;
}

export function isFinishedAnswer(res: Response): boolean {
  return finished.has(res);
}

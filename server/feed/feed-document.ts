// Reads a Ministry document without ever holding it whole: the stations of ListaEESSPrecio are parsed
// and handed over one by one, so the national feed (12 MB of UTF-8, 25 MB as one JS string, plus
// its 12,000-object tree) never exists in memory all at once, and the reader can pause between them.
// Every piece goes through JSON.parse and the glue between pieces is checked here, so a document is
// accepted only if it is valid JSON; anything unusual (not an object, a key given twice, the list not
// an array, invalid JSON) answers undefined and the caller parses the text whole, errors included.

export interface FeedDocument {
  /** The top-level members other than ListaEESSPrecio, parsed. */
  members: Map<string, unknown>;
  /** How many elements ListaEESSPrecio has. */
  listLength: number;
}

const LIST_KEY = "ListaEESSPrecio";

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** Thrown inside the scan to give up and let the caller parse the document whole. */
class NotTheUsualShape extends Error {}

/** Character codes by position and text by range: bytes of UTF-8 or a string, the scan is the same. */
interface Source {
  readonly length: number;
  code(at: number): number;
  /** Position of the next `code` from `from` on, or -1 (native search: the scan's hot path). */
  find(code: number, from: number): number;
  text(start: number, end: number): string;
}

function sourceOf(input: string | Uint8Array): { source: Source; start: number } {
  if (typeof input === "string") {
    const source: Source = {
      length: input.length,
      code: (at) => input.charCodeAt(at),
      find: (code, from) => input.indexOf(String.fromCharCode(code), from),
      text: (start, end) => input.slice(start, end),
    };
    return { source, start: 0 };
  }
  // Slices end on ASCII punctuation, never inside a multi-byte character, so decoding them one by one
  // reads the same text as decoding the whole, invalid bytes included; the whole-text decoder drops a
  // leading BOM, so the scan skips it too.
  const decoder = new TextDecoder("utf-8");
  const source: Source = {
    length: input.length,
    code: (at) => input[at] ?? -1,
    find: (code, from) => input.indexOf(code, from),
    text: (start, end) => decoder.decode(input.subarray(start, end)),
  };
  return { source, start: UTF8_BOM.every((b, i) => input[i] === b) ? UTF8_BOM.length : 0 };
}

/**
 * The elements of ListaEESSPrecio one by one, as they are read; returns the rest of the document, or
 * undefined when it is not of the usual shape (the caller then parses the text whole). A generator,
 * so the caller decides when to let other work run between elements.
 */
export function* feedDocumentItems(input: string | Uint8Array): Generator<unknown, FeedDocument | undefined, void> {
  const { source, start } = sourceOf(input);
  try {
    return yield* scan(source, start);
  } catch (error) {
    if (error instanceof NotTheUsualShape) return undefined;
    throw error;
  }
}

function* scan(source: Source, start: number): Generator<unknown, FeedDocument, void> {
  const { length } = source;
  const parse = (from: number, to: number): unknown => {
    try {
      return JSON.parse(source.text(from, to));
    } catch {
      throw new NotTheUsualShape();
    }
  };
  const expect = (at: number, code: number) => {
    if (source.code(at) !== code) throw new NotTheUsualShape();
  };
  const skipSpace = (at: number) => {
    // JSON's whitespace: space, tab, line feed, carriage return.
    for (let c = source.code(at); c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d; c = source.code(++at));
    return at;
  };
  // The string opening at `at` ends after the first quote not escaped by an odd run of backslashes.
  const endOfString = (at: number) => {
    for (let quote = source.find(QUOTE, at + 1); quote >= 0; quote = source.find(QUOTE, quote + 1)) {
      let backslashes = 0;
      while (source.code(quote - 1 - backslashes) === BACKSLASH) backslashes++;
      if (backslashes % 2 === 0) return quote + 1;
    }
    throw new NotTheUsualShape();
  };
  // Where the value starting at `at` ends; JSON.parse of the slice checks what lies inside.
  const endOfValue = (at: number) => {
    const first = source.code(at);
    if (first === QUOTE) return endOfString(at);
    if (first === OPEN_BRACE || first === OPEN_BRACKET) {
      // Brackets are counted between strings; strings are jumped over whole.
      let depth = 0;
      for (let i = at; i < length; ) {
        const quote = source.find(QUOTE, i);
        const stop = quote < 0 ? length : quote;
        for (; i < stop; i++) {
          const c = source.code(i);
          if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
          else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && --depth === 0) return i + 1;
        }
        if (quote >= 0) i = endOfString(quote);
      }
      throw new NotTheUsualShape();
    }
    let i = at;
    for (let c = source.code(i); i < length && c !== COMMA && c !== CLOSE_BRACE && c !== CLOSE_BRACKET && c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d; c = source.code(++i));
    return i;
  };
  // A station is a flat object: its first "}" usually closes it. If that slice parses, it is the
  // whole element (JSON cannot close an object early and still be valid); if not (a "}" inside a
  // string, a nested value), the element is walked character by character.
  const flatObjectAt = (at: number): { value: unknown; end: number } | undefined => {
    const close = source.find(CLOSE_BRACE, at);
    if (close < 0) return undefined;
    try {
      return { value: JSON.parse(source.text(at, close + 1)), end: close + 1 };
    } catch {
      return undefined;
    }
  };
  function* readList(at: number): Generator<unknown, { end: number; count: number }, void> {
    let count = 0;
    let i = skipSpace(at + 1);
    if (source.code(i) === CLOSE_BRACKET) return { end: i + 1, count };
    for (;;) {
      const flat = source.code(i) === OPEN_BRACE ? flatObjectAt(i) : undefined;
      const end = flat ? flat.end : endOfValue(i);
      yield flat ? flat.value : parse(i, end);
      count++;
      i = skipSpace(end);
      if (source.code(i) === CLOSE_BRACKET) return { end: i + 1, count };
      expect(i, COMMA);
      i = skipSpace(i + 1);
    }
  }

  const members = new Map<string, unknown>();
  let listLength: number | undefined;
  let i = skipSpace(start);
  expect(i, OPEN_BRACE);
  i = skipSpace(i + 1);
  if (source.code(i) !== CLOSE_BRACE) {
    for (;;) {
      expect(i, QUOTE);
      const keyEnd = endOfString(i);
      const key = parse(i, keyEnd) as string;
      if (members.has(key) || (key === LIST_KEY && listLength !== undefined)) throw new NotTheUsualShape();
      i = skipSpace(keyEnd);
      expect(i, COLON);
      i = skipSpace(i + 1);
      if (key === LIST_KEY) {
        if (source.code(i) !== OPEN_BRACKET) throw new NotTheUsualShape();
        const list = yield* readList(i);
        listLength = list.count;
        i = list.end;
      } else {
        const end = endOfValue(i);
        members.set(key, parse(i, end));
        i = end;
      }
      i = skipSpace(i);
      if (source.code(i) === CLOSE_BRACE) break;
      expect(i, COMMA);
      i = skipSpace(i + 1);
    }
  }
  if (skipSpace(i + 1) !== length || listLength === undefined) throw new NotTheUsualShape();
  return { members, listLength };
}

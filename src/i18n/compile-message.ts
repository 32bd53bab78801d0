// Compiles a Spanish message on first use into the structure Lingui's runtime interpolates (src/i18n/
// i18n.ts). Our own, not @lingui/message-utils' compileMessage: that one brings @messageformat/parser
// and the moo lexer, 18 KB (about 6.5 KB in Brotli) in the first screen, which weighed 110.2 KB with
// them against its 110 KB budget (bench "First screen", Spanish phone). This covers the ICU the app
// writes: text, {arg}, {arg, type} and {arg, type, style}, plural / selectordinal / select with "#" and
// "=N" cases, apostrophe quoting. tests/i18n/compile-message.test.ts checks it gives exactly Lingui's
// output for every message of every catalog; anything else throws, as Lingui's does.
import type { CompiledMessage } from "@lingui/message-utils/compileMessage";

type Token = CompiledMessage[number];
const CHOICE_TYPES = new Set(["plural", "selectordinal", "select"]);

class Parser {
  private pos = 0;
  constructor(private readonly text: string) {}

  message(): CompiledMessage {
    const tokens = this.tokens(false);
    if (this.pos < this.text.length) this.fail("unexpected }");
    return tokens;
  }

  private fail(why: string): never {
    throw new SyntaxError(`${why} at ${this.pos} in "${this.text}"`);
  }

  /** Text and arguments up to the end, or to the "}" closing a choice's case (left for the caller). */
  private tokens(inPlural: boolean): Token[] {
    const tokens: Token[] = [];
    let text = "";
    const flush = () => {
      if (text) tokens.push(text);
      text = "";
    };
    while (this.pos < this.text.length) {
      const c = this.text[this.pos]!;
      if (c === "'") {
        text += this.quoted(inPlural);
      } else if (c === "{") {
        flush();
        this.pos++;
        tokens.push(this.argument(inPlural));
      } else if (c === "}") {
        break;
      } else if (c === "#" && inPlural) {
        flush();
        tokens.push("#");
        this.pos++;
      } else {
        text += c;
        this.pos++;
      }
    }
    flush();
    return tokens;
  }

  /** An apostrophe: "''" is one; before a syntax character it opens a literal run up to the next lone one. */
  private quoted(inPlural: boolean): string {
    const next = this.text[this.pos + 1];
    if (next === "'") {
      this.pos += 2;
      return "'";
    }
    if (next !== "{" && next !== "}" && !(inPlural && next === "#")) {
      this.pos++;
      return "'";
    }
    let literal = "";
    this.pos++;
    while (this.pos < this.text.length) {
      const c = this.text[this.pos]!;
      if (c === "'" && this.text[this.pos + 1] === "'") {
        literal += "'";
        this.pos += 2;
      } else if (c === "'") {
        this.pos++;
        return literal;
      } else {
        literal += c;
        this.pos++;
      }
    }
    return literal;
  }

  private word(): string {
    this.skipSpace();
    const start = this.pos;
    while (this.pos < this.text.length && !/[\s,{}]/.test(this.text[this.pos]!)) this.pos++;
    return this.text.slice(start, this.pos);
  }

  private skipSpace(): void {
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos]!)) this.pos++;
  }

  private expect(c: string): void {
    this.skipSpace();
    if (this.text[this.pos] !== c) this.fail(`expected ${c}`);
    this.pos++;
  }

  /** After "{": the argument's name, then its type, style or cases, through its "}". */
  private argument(inPlural: boolean): Token {
    const name = this.word();
    if (!name) this.fail("argument without a name");
    this.skipSpace();
    if (this.text[this.pos] === "}") {
      this.pos++;
      return [name];
    }
    this.expect(",");
    const type = this.word();
    this.skipSpace();
    if (!CHOICE_TYPES.has(type)) {
      if (this.text[this.pos] === "}") {
        this.pos++;
        return [name, type];
      }
      this.expect(",");
      const start = this.pos;
      while (this.pos < this.text.length && this.text[this.pos] !== "}") this.pos++;
      const style = this.text.slice(start, this.pos).trim();
      this.expect("}");
      return [name, type, style];
    }
    this.expect(",");
    const cases: Record<string, CompiledMessage> = {};
    for (;;) {
      this.skipSpace();
      if (this.text[this.pos] === "}") break;
      let key = this.word();
      if (!key) this.fail("case without a key");
      if (key.startsWith("offset:")) this.fail("plural offset is not supported");
      if (key.startsWith("=")) key = key.slice(1);
      this.expect("{");
      cases[key] = this.tokens(type !== "select" || inPlural);
      this.expect("}");
    }
    if (!("other" in cases)) this.fail(`${type} without an other case`);
    this.pos++;
    return [name, type, cases] as Token;
  }
}

export function compileMessage(message: string): CompiledMessage {
  return new Parser(message).message();
}

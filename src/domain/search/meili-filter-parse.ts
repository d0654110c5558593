/**
 * Parser of Meilisearch filter expressions (the subset the multi-search endpoint answers):
 *
 *   expr      := or
 *   or        := and ("OR" and)*
 *   and       := not ("AND" not)*
 *   not       := "NOT" not | "(" expr ")" | condition
 *   condition := attr op value | attr value "TO" value | attr ["NOT"] "IN" "[" value ("," value)* "]"
 *   op        := "=" | "!=" | ">" | ">=" | "<" | "<="
 *   value     := "double quoted" | 'single quoted' | bare word
 *
 * Keywords are case-insensitive, as in Meilisearch. Errors say where the text went wrong.
 */
import { err, ok, type Result } from "./result";

export type FilterNode =
  | {
      readonly kind: "condition";
      readonly attribute: string;
      readonly op: "=" | "!=" | ">" | ">=" | "<" | "<=" | "TO" | "IN" | "NOT IN";
      readonly values: readonly string[];
    }
  | { readonly kind: "and"; readonly children: readonly FilterNode[] }
  | { readonly kind: "or"; readonly children: readonly FilterNode[] }
  | { readonly kind: "not"; readonly child: FilterNode };

type Token = { readonly text: string; readonly quoted: boolean; readonly at: number };

const MAX_FILTER_LENGTH = 2_000;
const PUNCTUATION = new Set(["(", ")", "[", "]", ","]);
const OPERATORS = ["!=", ">=", "<=", "=", ">", "<"] as const;

function tokenize(text: string): Result<Token[], string> {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === '"' || ch === "'") {
      let value = "";
      let j = i + 1;
      while (j < text.length && text[j] !== ch) {
        if (text[j] === "\\" && j + 1 < text.length) j++;
        value += text[j];
        j++;
      }
      if (j >= text.length) return err(`unclosed quote at ${i}`);
      tokens.push({ text: value, quoted: true, at: i });
      i = j + 1;
    } else if (PUNCTUATION.has(ch)) {
      tokens.push({ text: ch, quoted: false, at: i++ });
    } else {
      const op = OPERATORS.find((o) => text.startsWith(o, i));
      if (op) {
        tokens.push({ text: op, quoted: false, at: i });
        i += op.length;
        continue;
      }
      let j = i;
      while (j < text.length && !/[\s()[\],=!<>"']/.test(text[j]!)) j++;
      if (j === i) return err(`unexpected "${ch}" at ${i}`);
      tokens.push({ text: text.slice(i, j), quoted: false, at: i });
      i = j;
    }
  }
  return ok(tokens);
}

class Parser {
  private at = 0;
  constructor(private readonly tokens: readonly Token[]) {}

  private peek(): Token | undefined {
    return this.tokens[this.at];
  }
  private isWord(word: string, token = this.peek()): boolean {
    return !!token && !token.quoted && token.text.toUpperCase() === word;
  }
  private expect(text: string): void {
    const token = this.peek();
    if (!token || token.quoted || token.text !== text) throw this.fail(`expected "${text}"`);
    this.at++;
  }
  fail(message: string): Error {
    const token = this.peek();
    return new Error(token ? `${message} at ${token.at}` : `${message} at the end`);
  }

  parse(): FilterNode {
    const node = this.or();
    if (this.peek()) throw this.fail("unexpected text");
    return node;
  }
  private or(): FilterNode {
    const children = [this.and()];
    while (this.isWord("OR")) {
      this.at++;
      children.push(this.and());
    }
    return children.length === 1 ? children[0]! : { kind: "or", children };
  }
  private and(): FilterNode {
    const children = [this.not()];
    while (this.isWord("AND")) {
      this.at++;
      children.push(this.not());
    }
    return children.length === 1 ? children[0]! : { kind: "and", children };
  }
  private not(): FilterNode {
    if (this.isWord("NOT")) {
      this.at++;
      return { kind: "not", child: this.not() };
    }
    const token = this.peek();
    if (token && !token.quoted && token.text === "(") {
      this.at++;
      const inner = this.or();
      this.expect(")");
      return inner;
    }
    return this.condition();
  }
  private value(): string {
    const token = this.peek();
    if (
      !token ||
      (!token.quoted && (PUNCTUATION.has(token.text) || OPERATORS.includes(token.text as never)))
    )
      throw this.fail("expected a value");
    this.at++;
    return token.text;
  }
  private list(): string[] {
    this.expect("[");
    const values = [this.value()];
    while (this.peek()?.text === "," && !this.peek()?.quoted) {
      this.at++;
      values.push(this.value());
    }
    this.expect("]");
    return values;
  }
  private condition(): FilterNode {
    const attribute = this.value();
    const token = this.peek();
    if (!token) throw this.fail(`expected an operator after ${attribute}`);
    if (!token.quoted && OPERATORS.includes(token.text as (typeof OPERATORS)[number])) {
      this.at++;
      const op = token.text as (typeof OPERATORS)[number];
      return { kind: "condition", attribute, op, values: [this.value()] };
    }
    if (this.isWord("IN")) {
      this.at++;
      return { kind: "condition", attribute, op: "IN", values: this.list() };
    }
    if (this.isWord("NOT") && this.isWord("IN", this.tokens[this.at + 1])) {
      this.at += 2;
      return { kind: "condition", attribute, op: "NOT IN", values: this.list() };
    }
    const from = this.value();
    if (!this.isWord("TO")) throw this.fail(`expected an operator after ${attribute}`);
    this.at++;
    return { kind: "condition", attribute, op: "TO", values: [from, this.value()] };
  }
}

export function parseFilterExpression(text: string): Result<FilterNode, string> {
  if (text.length > MAX_FILTER_LENGTH)
    return err(`filter longer than ${MAX_FILTER_LENGTH} characters`);
  const tokens = tokenize(text);
  if (!tokens.ok) return tokens;
  if (tokens.value.length === 0) return err("empty filter");
  try {
    return ok(new Parser(tokens.value).parse());
  } catch (error) {
    return err((error as Error).message);
  }
}

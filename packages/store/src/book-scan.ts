/**
 * A scenario file's bytes split without parsing them whole: the byte range of each element of
 * its top-level `participants` array, and the rest of the document with that array emptied. A
 * book of 100,000 participants is some 2.7 GB, beyond V8's longest string (about 512 MB), so it
 * cannot be one JSON.parse; each participant, and the header, can. The scanner only follows
 * strings (with their escapes) and nesting: JSON.parse of the header and of every element
 * checks the rest, so a document the scanner accepts is valid exactly when those parses are.
 */
export interface ScannedBook {
  /** The document with every top-level `participants` value replaced by `[]`. */
  header: string;
  /** [start, end) byte offsets of the participants, in order (the last `participants` key's). */
  participants: { start: Uint32Array | Float64Array; end: Uint32Array | Float64Array };
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;

/** Not a JSON object whose shape the scanner follows: the caller parses it whole instead. */
class NotScannable extends Error {}

/**
 * The book's participants and header, or null when the document is not an object with a
 * `participants` array the scanner can follow (the caller then parses it whole, and JSON.parse
 * names what is wrong).
 */
export function scanBook(bytes: Uint8Array): ScannedBook | null {
  try {
    // A plain view, not a Buffer: Buffer's indexOf answers a position past 2 GiB wrapped to a
    // negative 32-bit number (Node 20), so a book of 100,000 would not scan.
    return new Scanner(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length)).book();
  } catch (error) {
    if (error instanceof NotScannable) return null;
    throw error;
  }
}

/** A key as JSON.parse reads it (`"particip\\u0061nts"` is `participants`). */
function parseKey(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new NotScannable();
  }
}

class Scanner {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}

  book(): ScannedBook {
    const { bytes } = this;
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    this.skipSpace();
    this.expect(OPEN_BRACE);
    // The header's pieces: the bytes between the participants arrays, each array as `[]`.
    const pieces: string[] = [];
    let copiedTo = 0;
    let found: { start: number[]; end: number[] } | undefined;
    this.skipSpace();
    if (bytes[this.at] === CLOSE_BRACE) throw new NotScannable();
    for (;;) {
      this.skipSpace();
      const keyStart = this.at;
      this.expect(QUOTE, false);
      this.skipString();
      const key = parseKey(decoder.decode(bytes.subarray(keyStart, this.at)));
      this.skipSpace();
      this.expect(COLON);
      this.skipSpace();
      if (key === 'participants') {
        if (bytes[this.at] !== OPEN_BRACKET) throw new NotScannable();
        pieces.push(decoder.decode(bytes.subarray(copiedTo, this.at)), '[]');
        found = this.elements();
        copiedTo = this.at;
      } else this.skipValue();
      this.skipSpace();
      const next = bytes[this.at++];
      if (next === CLOSE_BRACE) break;
      if (next !== COMMA) throw new NotScannable();
    }
    this.skipSpace();
    if (this.at !== bytes.length || !found) throw new NotScannable();
    pieces.push(decoder.decode(bytes.subarray(copiedTo)));
    const offsets = (list: number[]) =>
      bytes.length <= 0xffffffff ? Uint32Array.from(list) : Float64Array.from(list);
    return {
      header: pieces.join(''),
      participants: { start: offsets(found.start), end: offsets(found.end) },
    };
  }

  /** The array at `at`: its elements' ranges, split at its own commas; `at` after its `]`. */
  private elements(): { start: number[]; end: number[] } {
    const { bytes } = this;
    const start: number[] = [];
    const end: number[] = [];
    this.at++;
    this.skipSpace();
    if (bytes[this.at] === CLOSE_BRACKET) {
      this.at++;
      return { start, end };
    }
    for (;;) {
      const from = this.at;
      this.skipValue();
      start.push(from);
      end.push(this.at);
      this.skipSpace();
      const next = bytes[this.at++];
      if (next === CLOSE_BRACKET) return { start, end };
      if (next !== COMMA) throw new NotScannable();
      this.skipSpace();
    }
  }

  /**
   * Past one value: a string, or brackets and braces to their match (strings inside skipped),
   * or a bare word up to the next separator. JSON.parse of the range checks what it holds.
   */
  private skipValue(): void {
    const { bytes } = this;
    const first = bytes[this.at];
    if (first === QUOTE) return this.skipString();
    if (first !== OPEN_BRACE && first !== OPEN_BRACKET) return this.skipWord();
    let depth = 0;
    while (this.at < bytes.length) {
      const b = bytes[this.at];
      if (b === QUOTE) {
        this.skipString();
        continue;
      }
      this.at++;
      if (b === OPEN_BRACE || b === OPEN_BRACKET) depth++;
      else if (b === CLOSE_BRACE || b === CLOSE_BRACKET) {
        if (--depth === 0) return;
      }
    }
    throw new NotScannable();
  }

  /** A number, true, false or null: up to the next separator, space or bracket. */
  private skipWord(): void {
    const { bytes } = this;
    const from = this.at;
    while (this.at < bytes.length) {
      const b = bytes[this.at]!;
      if (b === COMMA || b === CLOSE_BRACE || b === CLOSE_BRACKET || isSpace(b)) break;
      if (b === QUOTE || b === OPEN_BRACE || b === OPEN_BRACKET || b === COLON) break;
      this.at++;
    }
    if (this.at === from) throw new NotScannable();
  }

  /** Past the string whose opening quote is at `at` (a backslash escapes the next byte). */
  private skipString(): void {
    const { bytes } = this;
    let i = this.at + 1;
    for (;;) {
      const quote = bytes.indexOf(QUOTE, i);
      if (quote < 0) throw new NotScannable();
      let backslashes = 0;
      while (bytes[quote - 1 - backslashes] === BACKSLASH) backslashes++;
      i = quote + 1;
      if (backslashes % 2 === 0) break;
    }
    this.at = i;
  }

  private skipSpace(): void {
    while (this.at < this.bytes.length && isSpace(this.bytes[this.at]!)) this.at++;
  }

  private expect(byte: number, consume = true): void {
    if (this.bytes[this.at] !== byte) throw new NotScannable();
    if (consume) this.at++;
  }
}

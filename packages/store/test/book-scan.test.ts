import { createHash } from 'node:crypto';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scanBook } from '../src/book-scan.js';
import { BookSyntaxError, bookOfBytes, bookOfFile } from '../src/record-book.js';

const encode = (text: string) => Buffer.from(text, 'utf8');

/** Strings that hold what a scanner could trip on: brackets, quotes, backslashes, commas. */
const tricky = fc.string({
  unit: fc.constantFrom(
    'a',
    'é',
    '€',
    '𝄞',
    '"',
    '\\',
    '[',
    ']',
    '{',
    '}',
    ',',
    ':',
    ' ',
    '\n',
    '\u0000',
  ),
});
const value = fc.letrec((tie) => ({
  json: fc.oneof(
    { depthSize: 'small' },
    tricky,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('json'), { maxLength: 4 }),
    fc.dictionary(tricky, tie('json'), { maxKeys: 4 }),
  ),
})).json;

/** A document of the scenario's shape: header fields (any JSON) and a participants array. */
const book = fc.record({
  before: fc.dictionary(tricky, value, { maxKeys: 3 }),
  participants: fc.array(value, { maxLength: 6 }),
  after: fc.dictionary(tricky, value, { maxKeys: 3 }),
  space: fc.constantFrom(undefined, 0, 1, 2, '\t'),
});

function documentOf(b: fc.RecordValue<{ before: object; participants: unknown[]; after: object }>) {
  const { participants: _ignored, ...before } = b.before as Record<string, unknown>;
  const { participants: _also, ...after } = b.after as Record<string, unknown>;
  return { ...before, participants: b.participants, ...after };
}

function participantsOf(bytes: Buffer): unknown[] {
  const scanned = scanBook(bytes)!;
  const { start, end } = scanned.participants;
  return [...start].map((s, i) => JSON.parse(bytes.toString('utf8', s, end[i])) as unknown);
}

describe('scanBook', () => {
  it('property: the participants and header it finds are what JSON.parse finds', () => {
    fc.assert(
      fc.property(book, (b) => {
        const doc = documentOf(b);
        const text = JSON.stringify(doc, null, b.space);
        const bytes = encode(text);
        const scanned = scanBook(bytes);
        expect(scanned).not.toBeNull();
        // JSON.parse's reading, not the generated value (-0 is written 0).
        const parsed = JSON.parse(text) as typeof doc;
        expect(participantsOf(bytes)).toEqual(parsed.participants);
        expect(JSON.parse(scanned!.header)).toEqual({ ...parsed, participants: [] });
      }),
      { numRuns: 1000 },
    );
  });

  it('takes the last participants key, as JSON.parse does, and reads escaped keys', () => {
    const bytes = encode(
      '{"participants":[1,2],"a":"]\\"[","particip\\u0061nts":[ {"x":"}"} , [3] ]}',
    );
    expect(participantsOf(bytes)).toEqual([{ x: '}' }, [3]]);
    expect(JSON.parse(scanBook(bytes)!.header)).toEqual({ participants: [], a: ']"[' });
  });

  it('an empty array has no participants; an element JSON.parse refuses is not hidden', () => {
    expect(scanBook(encode(' { "participants" : [ ] } '))!.participants.start).toHaveLength(0);
    for (const text of ['{"participants":[1,,2]}', '{"participants":[1,]}']) {
      expect(scanBook(encode(text)), text).toBeNull();
    }
    expect(() => participantsOf(encode('{"participants":[{"a":1 "b":2}]}'))).toThrow(SyntaxError);
    expect(() => participantsOf(encode('{"participants":[tru]}'))).toThrow(SyntaxError);
  });

  it('leaves to a whole parse what is not an object with a participants array', () => {
    for (const text of [
      '[]',
      '{}',
      '{"a":1}',
      '{"participants":{}}',
      '{"participants":[1]',
      '{"participants":[1]} x',
      '\ufeff{"participants":[]}',
      '{"participants":["unterminated]}',
    ]) {
      expect(scanBook(encode(text)), text).toBeNull();
    }
  });
});

describe('a book past 2 GiB (100,000 participants are about 2.7 GB)', () => {
  it('finds a participant that begins past 2 GiB, and bookOfBytes reads it', () => {
    // The first participant carries 2.2 GB of padding (Buffer's indexOf wraps past 2 GiB).
    const head = '{"participants":[{"id":"P1","pad":"';
    const tail = '"},{"id":"P2"}]}';
    const pad = 2_200_000_000;
    const bytes = Buffer.allocUnsafe(head.length + pad + tail.length);
    bytes.set(encode(head), 0); // (Buffer's write, too, fails past 2 GiB)
    bytes.fill(0x61, head.length, head.length + pad);
    bytes.set(encode(tail), head.length + pad);
    const scanned = scanBook(bytes)!;
    expect(scanned.header).toBe('{"participants":[]}');
    expect(scanned.participants.start.length).toBe(2);
    expect(scanned.participants.start[1]).toBe(head.length + pad + 3);
    const read = bookOfBytes(bytes);
    expect('book' in read && read.book.participants(1, 2)).toEqual([{ id: 'P2' }]);
  });
});

describe('bookOfBytes', () => {
  const parseFault = (text: string) => {
    try {
      JSON.parse(text);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('parses');
  };

  it('reads the header once and each participant when a slice asks for it', () => {
    const read = bookOfBytes(encode('{"a":1,"participants":[{"id":"x"},[2],3],"b":[]}'));
    if (!('book' in read)) throw new Error('not a book');
    expect(read.book.header).toEqual({ a: 1, participants: [], b: [] });
    expect(read.book.count).toBe(3);
    expect(read.book.participants(1, 5)).toEqual([[2], 3]);
  });

  it('parses whole what is not an object with a participants array', () => {
    expect(bookOfBytes(encode('[1]'))).toEqual({ json: [1] });
    expect(bookOfBytes(encode('{"participants":2}'))).toEqual({ json: { participants: 2 } });
  });

  it("tells a file that is not JSON in JSON.parse's words, wherever the fault is", () => {
    for (const text of ['{"a":tru,"participants":[]}', '{"participants":[1,,2]}', '{']) {
      expect(() => bookOfBytes(encode(text))).toThrow(new BookSyntaxError(parseFault(text)));
    }
    const text = '{"participants":[1,{"a" 1}]}';
    const read = bookOfBytes(encode(text));
    if (!('book' in read)) throw new Error('not a book');
    expect(read.book.participants(0, 1)).toEqual([1]);
    expect(() => read.book.participants(0, 2)).toThrow(new BookSyntaxError(parseFault(text)));
  });
});

describe('bookOfFile', () => {
  const withFile = async (text: string, run: (file: string) => Promise<void>) => {
    const dir = mkdtempSync(join(tmpdir(), 'defcomp-book-'));
    try {
      const file = join(dir, 'book.json');
      writeFileSync(file, text);
      await run(file);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it("reads a slice's participants from the file again, as bookOfBytes reads them", async () => {
    const text = '{"a":1,"participants":[{"id":"é"},[2],3,"x"],"b":[]}';
    await withFile(text, async (file) => {
      const read = await bookOfFile(file);
      expect(read.sha256).toBe(createHash('sha256').update(text).digest('hex'));
      const bytes = bookOfBytes(encode(text));
      if (!('book' in read) || !('book' in bytes)) throw new Error('not a book');
      expect(read.book.header).toEqual(bytes.book.header);
      for (const [from, to] of [
        [0, 4],
        [1, 3],
        [3, 9],
        [2, 2],
      ] as const)
        expect(read.book.participants(from, to)).toEqual(bytes.book.participants(from, to));
    });
  });

  it('refuses a slice once the file changed after it was read', async () => {
    await withFile('{"participants":[1,2]}', async (file) => {
      const read = await bookOfFile(file);
      if (!('book' in read)) throw new Error('not a book');
      expect(read.book.participants(0, 1)).toEqual([1]);
      appendFileSync(file, ' ');
      expect(() => read.book.participants(0, 2)).toThrow(
        new BookSyntaxError('the file changed while it was imported'),
      );
    });
  });

  it("tells a broken participant in JSON.parse's words of the whole file", async () => {
    const text = '{"participants":[1,{"a" 1}]}';
    await withFile(text, async (file) => {
      const read = await bookOfFile(file);
      if (!('book' in read)) throw new Error('not a book');
      const whole = (() => {
        try {
          JSON.parse(text);
        } catch (error) {
          return (error as Error).message;
        }
      })();
      expect(() => read.book.participants(0, 2)).toThrow(new BookSyntaxError(whole!));
    });
  });
});

import { createHash } from 'node:crypto';
import { closeSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { constants } from 'node:buffer';
import { scanBook } from './book-scan.js';

/**
 * A scenario file read a slice of participants at a time: its header (the file with
 * `participants` empty) parsed once, each participant parsed when a slice asks for it. A check
 * or an import then holds one slice of a large book in memory, never the whole book.
 */
export interface ScenarioBook {
  /** The file with `participants: []`. */
  header: Record<string, unknown>;
  /** How many participants the file holds. */
  count: number;
  /** Participants `start` to `end` (exclusive), parsed afresh. */
  participants(start: number, end: number): unknown[];
}

/** The file is not JSON: `message` is JSON.parse's (of the whole file when it fits a string). */
export class BookSyntaxError extends Error {}

/** A parsed document as a book; null when it is not an object with a `participants` array. */
export function bookOfJson(json: unknown): ScenarioBook | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const { participants } = json as { participants?: unknown };
  if (!Array.isArray(participants)) return null;
  return {
    header: { ...json, participants: [] },
    count: participants.length,
    participants: (start, end) => participants.slice(start, end) as unknown[],
  };
}

/**
 * A file's bytes as a book: the book, or (not a document the scanner follows) the whole
 * document parsed, as before; BookSyntaxError when it is not JSON.
 */
export function bookOfBytes(bytes: Buffer): { book: ScenarioBook } | { json: unknown } {
  return bookOf(bytes, {
    range: (from, to) => bytes.subarray(from, to),
    fault: () => wholeFault(bytes),
  });
}

/** Where a scanned book's participants are read from, and JSON.parse's word on the whole. */
interface BookSource {
  /** The bytes [from, to) of the file. */
  range(from: number, to: number): Buffer;
  /** What JSON.parse says of the whole file, where it fits a string. */
  fault(): string | undefined;
}

/** The scanned book, its participants read from `source`; `bytes` is not kept. */
function bookOf(bytes: Buffer, source: BookSource): { book: ScenarioBook } | { json: unknown } {
  const scanned = scanBook(bytes);
  if (!scanned) return { json: parseWhole(bytes, 'not an object with a participants array') };
  let header: Record<string, unknown>;
  try {
    header = JSON.parse(scanned.header) as Record<string, unknown>;
  } catch (error) {
    const message = `outside its participants: ${(error as Error).message}`;
    return { json: parseWhole(bytes, message) };
  }
  const { start, end } = scanned.participants;
  const parse = (text: string, i: number): unknown => {
    try {
      return JSON.parse(text);
    } catch (error) {
      // A whole parse's message, as before, where the file fits a string.
      throw new BookSyntaxError(
        source.fault() ?? `participants[${i}]: ${(error as Error).message}`,
      );
    }
  };
  // A slice's participants are one range of the file, read at once.
  const participants = (from: number, to: number) => {
    const last = Math.min(to, start.length);
    if (from >= last) return [];
    const base = start[from]!;
    const bytes = source.range(base, end[last - 1]!);
    const slice: unknown[] = [];
    for (let i = from; i < last; i++)
      slice.push(parse(bytes.toString('utf8', start[i]! - base, end[i]! - base), i));
    return slice;
  };
  return { book: { header, count: start.length, participants } };
}

/**
 * JSON.parse of the whole file, its message a BookSyntaxError's; a file too large to parse
 * whole is told by `fault` (what the scanner found wrong).
 */
function parseWhole(bytes: Buffer, fault: string): unknown {
  const tooLarge = new BookSyntaxError(`${fault} (the file is too large to parse whole)`);
  // UTF-8 is at most 3 bytes a UTF-16 unit: beyond this no decoding fits a string.
  if (bytes.length > constants.MAX_STRING_LENGTH * 3) throw tooLarge;
  let text: string;
  try {
    text = bytes.toString('utf8');
  } catch {
    throw tooLarge;
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new BookSyntaxError((error as Error).message);
  }
}

/** What JSON.parse says of the whole file; undefined when it fits no string (or parses). */
function wholeFault(bytes: Buffer): string | undefined {
  if (bytes.length > constants.MAX_STRING_LENGTH) return undefined;
  try {
    JSON.parse(bytes.toString('utf8'));
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * A file as a book and the sha256 of its bytes. The whole file is read once, to hash and scan
 * it; then its bytes are let go, and a slice's participants are read again from the file when
 * asked (a book of 100,000 participants is some 2.7 GB: held through the import, it would be
 * most of the import's memory). The file must not change meanwhile: a slice read from a file
 * whose size or time of change differ from the scanned one's is refused.
 */
export async function bookOfFile(
  file: string,
): Promise<({ book: ScenarioBook } | { json: unknown }) & { sha256: string }> {
  const { bytes, sha256, stamp } = await readBook(file);
  return { ...bookOf(bytes, fileSource(file, stamp)), sha256 };
}

interface Stamp {
  size: number;
  mtimeMs: number;
}

function fileSource(file: string, stamp: Stamp): BookSource {
  return {
    range(from, to) {
      const fd = openSync(file, 'r');
      try {
        const now = fstatSync(fd);
        if (now.size !== stamp.size || now.mtimeMs !== stamp.mtimeMs)
          throw new BookSyntaxError('the file changed while it was imported');
        const bytes = Buffer.allocUnsafe(to - from);
        let read = 0;
        while (read < bytes.length) {
          const n = readSync(fd, bytes, read, bytes.length - read, from + read);
          if (n === 0) throw new BookSyntaxError('the file changed while it was imported');
          read += n;
        }
        return bytes;
      } finally {
        closeSync(fd);
      }
    },
    fault: () =>
      stamp.size <= constants.MAX_STRING_LENGTH ? wholeFault(readFileSync(file)) : undefined,
  };
}

/**
 * The file's bytes, their sha256 and the file's size and time of change. Read into one buffer
 * by hand: readFile refuses a file over 2 GiB, and a book of 100,000 participants is larger.
 */
export async function readBook(
  file: string,
): Promise<{ bytes: Buffer; sha256: string; stamp: Stamp }> {
  const handle = await open(file, 'r');
  try {
    const { size, mtimeMs } = await handle.stat();
    const bytes = Buffer.allocUnsafe(size);
    const hash = createHash('sha256');
    let read = 0;
    while (read < size) {
      const chunk = Math.min(size - read, 64 * 1024 * 1024);
      const { bytesRead } = await handle.read(bytes, read, chunk, read);
      if (bytesRead === 0) break;
      hash.update(bytes.subarray(read, read + bytesRead));
      read += bytesRead;
    }
    return { bytes: bytes.subarray(0, read), sha256: hash.digest('hex'), stamp: { size, mtimeMs } };
  } finally {
    await handle.close();
  }
}

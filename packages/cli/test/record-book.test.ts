/**
 * `defcomp record import` reads its file as a book (record-book.ts): the file's bytes hashed
 * for the audit row, each participant parsed a slice at a time, a file that is not JSON told
 * as JSON.parse tells it.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openStore } from '@defcomp/store';
import { describe, expect, it } from 'vitest';
import { run as record } from '../src/commands/record.js';
import { capture } from './capture.js';

const root = resolve(import.meta.dirname, '../../..');
const example = JSON.parse(
  readFileSync(join(root, 'scenarios/examples/02-key-employee-installments.json'), 'utf8'),
) as { participants: { id: string; events: unknown[] }[] };
const plan = ['--plan', 'carmax-edcp'];

function workspace() {
  const dir = mkdtempSync(join(tmpdir(), 'defcomp-record-book-'));
  const write = (name: string, text: string) => {
    const file = join(dir, name);
    writeFileSync(file, text);
    return file;
  };
  return { db: join(dir, 'record.sqlite'), write };
}

/** The example with three participants, pretty-printed, and a name with non-ASCII text. */
function bookText(): string {
  const [first] = example.participants;
  const participants = ['A1', 'A2', 'A3'].map((id) => ({ ...first!, id }));
  return JSON.stringify(
    { ...example, description: 'Zoë\'s "book" [1] {2}', participants },
    null,
    2,
  );
}

describe('defcomp record import of a book', () => {
  it("names the sha256 of the file's bytes in the audit row, and imports every participant", async () => {
    const { db, write } = workspace();
    const text = bookText();
    const file = write('book.json', text);
    const imported = await capture(record, ['import', ...plan, file, '--db', db, '--json']);
    expect(imported.code).toBe(0);
    expect(imported.stderr).toContain('defcomp record import: checked 3 participants');
    expect(JSON.parse(imported.stdout)).toMatchObject({ added: { participants: 3 } });
    const store = await openStore({ file: db });
    try {
      const row = await store.db
        .selectFrom('audit_log')
        .select('after')
        .where('action', '=', 'record.imported')
        .executeTakeFirstOrThrow();
      const sha256 = createHash('sha256').update(Buffer.from(text, 'utf8')).digest('hex');
      expect(JSON.parse(row.after!)).toMatchObject({ source: { file: 'book.json', sha256 } });
    } finally {
      await store.close();
    }
  });

  it('tells a participant that is not JSON as JSON.parse tells the whole file (exit 2)', async () => {
    const { db, write } = workspace();
    const text = bookText().replace('"id": "A2"', '"id": "A2" "x": 1');
    let message = '';
    try {
      JSON.parse(text);
    } catch (error) {
      message = (error as Error).message;
    }
    const file = write('broken.json', text);
    const refused = await capture(record, ['import', ...plan, file, '--db', db]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`${file}: ${message}\n`);
    expect(refused.stderr).toContain('not a valid scenario file (1 problems)');
  });
});

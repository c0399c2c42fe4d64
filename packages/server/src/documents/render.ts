// The documents rendered off the event loop (issue 23 item 5): the main thread gathers a
// document's data from the record (sources.ts, the statements' capability) into a plain,
// serialisable model; a worker thread of the evaluation pool lays it out with pdfkit and
// returns the bytes, transferred (not copied) back; the main thread sends them. Without a pool
// (the tests from the sources, a script) the same function runs in line.
import { existsSync } from 'node:fs';
import { currentEvaluator } from '../core/workers/pool.js';
import { renderDocument, type DocumentTask } from './document-task.js';

export type { DocumentTask };

/** The built worker module: beside this file in dist; from the sources, the same file in dist. */
function renderWorker(): URL | undefined {
  const beside = new URL('./render-worker.js', import.meta.url);
  if (existsSync(beside)) return beside;
  const built = new URL('../../dist/documents/render-worker.js', import.meta.url);
  return existsSync(built) ? built : undefined;
}

/**
 * A document rendered where the request's (or the job's) evaluation runs: in a thread of the
 * pool when there is one, so a PDF (tens of milliseconds of layout) does not stop the event
 * loop; the bytes come back in their own buffer, wrapped without a copy.
 */
export async function renderOffThread(task: DocumentTask): Promise<Buffer> {
  const bytes = await currentEvaluator().offload({
    file: renderWorker(),
    name: 'renderDocumentTask',
    task,
    inline: renderDocument,
  });
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
}

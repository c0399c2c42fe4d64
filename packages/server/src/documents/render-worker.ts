// The worker side of render.ts: the module the pool's threads load (once a thread, with pdfkit
// and, when a document needs them, the CJK fonts: pdf/document.ts reads them once a thread).
import { move } from 'piscina';
import { renderDocument, type DocumentTask } from './document-task.js';

/**
 * Renders the document and hands its bytes back through piscina's `move`: the buffer is
 * transferred to the main thread, not cloned. A buffer that shares its memory (Node's pool of
 * small allocations) is copied first, since transferring it would take its neighbours too.
 */
export async function renderDocumentTask(task: DocumentTask): Promise<Uint8Array> {
  const bytes = await renderDocument(task);
  const owned =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
      ? bytes
      : Uint8Array.from(bytes);
  return move(owned) as Uint8Array;
}

export default renderDocumentTask;

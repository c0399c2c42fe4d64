// Issue 21: moving files between folders changes no behaviour, so the OpenAPI document stays
// byte for byte what it was. A change to the API is deliberate: the failure names the new digest
// to write to openapi.sha256, beside the regenerated web types (npm run generate:api -w packages/web).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { openApiDocument } from '../src/index.js';

const recorded = new URL('./openapi.sha256', import.meta.url);

it('the OpenAPI document is byte for byte the one recorded in openapi.sha256', async () => {
  const text = JSON.stringify(await openApiDocument(), null, 2) + '\n';
  const digest = createHash('sha256').update(text).digest('hex');
  expect(digest, `the API changed: if meant, write ${digest} to test/openapi.sha256`).toBe(
    readFileSync(recorded, 'utf8').trim(),
  );
});

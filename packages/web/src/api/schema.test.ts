import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { apiTypesSource, schemaFile } from '../../scripts/api-types.mjs';

describe('the generated API types', () => {
  it('are those of the server as it is (else run npm run generate:api -w packages/web)', async () => {
    const checkedIn = await readFile(schemaFile, 'utf8');
    expect(checkedIn === (await apiTypesSource())).toBe(true);
  });
});

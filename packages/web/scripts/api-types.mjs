// The web's API types, generated from the server's OpenAPI document (openapi-typescript): a
// field the server renames or drops is a type error in the pages that read it. Shared by
// generate-api.mjs (writes the file) and src/api/schema.test.ts (fails when it is stale).
import { fileURLToPath, URL } from 'node:url';
import { openApiDocument } from '@defcomp/server';
import openapiTS, { astToString } from 'openapi-typescript';

export const schemaFile = fileURLToPath(new URL('../src/api/schema.d.ts', import.meta.url));

const header = `// Generated from the server's OpenAPI document by \`npm run generate:api -w packages/web\`.
// Do not edit: change the route's response schema (its folder's responses.ts in packages/server/src).
`;

/** The text of src/api/schema.d.ts for the server as it is now. */
export async function apiTypesSource() {
  const document = await openApiDocument();
  const ast = await openapiTS(document, { alphabetize: true });
  return header + astToString(ast);
}

// Writes src/api/schema.d.ts from the server's OpenAPI document (build the server first).
import { writeFile } from 'node:fs/promises';
import { stdout } from 'node:process';
import { apiTypesSource, schemaFile } from './api-types.mjs';

await writeFile(schemaFile, await apiTypesSource());
stdout.write(`wrote ${schemaFile}\n`);

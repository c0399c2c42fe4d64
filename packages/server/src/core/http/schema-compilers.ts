// The route schemas' validators (ajv) and serializers (fast-json-stringify), compiled once a
// process, not once an app. Compiling them is most of an app's start (1.6 s of 1.9 s, measured
// on two cores): the server starts one app, but a test file starts dozens, and the demo's seeding
// another. Two apps of the process share a compiled function when the schema's JSON, the
// shared schemas and the options are the same; the formats that depend on the app's clock read
// it from the request (input-controls.ts `requestClock`), so sharing one changes no answer.
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
type ValidatorFactory = NonNullable<CompilersFactory['buildValidator']>;
type SerializerFactory = NonNullable<CompilersFactory['buildSerializer']>;

/** A process-wide memo: the compiled function of each (setting, schema JSON). */
function memo<F>(): (setting: string, schema: unknown, compile: () => F) => F {
  const compiled = new Map<string, F>();
  return (setting, schema, compile) => {
    const key = `${setting}\n${JSON.stringify(schema)}`;
    let found = compiled.get(key);
    if (found === undefined) {
      found = compile();
      compiled.set(key, found);
    }
    return found;
  };
}

// ajv-compiler keeps one Ajv per (shared schemas, options) of its own pool: one pool a process.
const ajvPool = AjvCompiler();
const validators = memo<ReturnType<ReturnType<ValidatorFactory>>>();

const buildValidator: ValidatorFactory = (externalSchemas, options) => {
  const compiler = ajvPool(externalSchemas, options);
  const setting = JSON.stringify([externalSchemas, options?.customOptions]);
  return (route) => validators(setting, route.schema, () => compiler(route));
};

const fastJsonStringify = SerializerSelector();
const serializers = memo<ReturnType<ReturnType<SerializerFactory>>>();

const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compiler = fastJsonStringify(externalSchemas, options);
  const setting = JSON.stringify([externalSchemas, options]);
  return (route) => serializers(setting, route.schema, () => compiler(route));
};

/** Fastify's `schemaController.compilersFactory`: its own compilers, memoised a process. */
export const sharedCompilers: CompilersFactory = { buildValidator, buildSerializer };

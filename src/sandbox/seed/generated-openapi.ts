import { FIELDS_PER_SECTION, GENERATED_API_PATH, generatedRequest } from './generated-api.ts';
import type { OpenApiJson } from './openapi-documents.ts';
import { isStruct, type Field, type Struct } from './param-library.ts';

/*
 * The benchmark's generated document as OpenAPI (GET /__sandbox/openapi/generated.json): the same tree as the
 * generated lcp API (six levels, 315 fields a section), inline, with no $ref, at least 20,000 fields. Every
 * renderer of the race reads these same bytes.
 */

export const GENERATED_OPENAPI_FIELDS = 20_000;

const JSON_TYPES: Readonly<Record<string, { type: string; format?: string }>> = {
  BigDecimal: { type: 'number', format: 'decimal' },
  Boolean: { type: 'boolean' },
  Integer: { type: 'integer', format: 'int32' },
};

const fieldSchema = ([, type, , example, , en]: Field): OpenApiJson => {
  const json = JSON_TYPES[type] ?? { type: 'string' };
  const typed = json.type === 'string' ? example : json.type === 'boolean' ? example === 'true' : Number(example);
  return { ...json, description: en, example: typed };
};

const objectSchema = (members: readonly (Field | Struct)[]): OpenApiJson => {
  const required = members.flatMap((member) => (!isStruct(member) && member[2] === '1' ? [member[0]] : []));
  return {
    type: 'object',
    ...(required.length ? { required } : {}),
    properties: Object.fromEntries(members.map((member) => (isStruct(member) ? [member.name, structSchema(member)] : [member[0], fieldSchema(member)]))),
  };
};

const structSchema = (struct: Struct): OpenApiJson => {
  const body = objectSchema(struct.members);
  return struct.type === 'List' ? { type: 'array', description: struct.en, items: body } : { ...body, description: struct.en };
};

export const generatedOpenApi = (minFields = GENERATED_OPENAPI_FIELDS): OpenApiJson => {
  const request = generatedRequest(minFields);
  const fields = String(request.length * FIELDS_PER_SECTION);
  return {
    openapi: '3.0.3',
    info: { title: `Generated large API (${fields} fields)`, version: '1.0', description: 'A document the sandbox generates for the benchmark.' },
    tags: [{ name: 'generated', description: 'Generated' }],
    paths: {
      [GENERATED_API_PATH]: {
        post: {
          tags: ['generated'],
          operationId: 'submitGeneratedLargeDocument',
          summary: `Submit the generated large document (${fields} fields)`,
          requestBody: { required: true, content: { 'application/json': { schema: objectSchema(request) } } },
          responses: {
            '200': {
              description: 'Accepted.',
              content: { 'application/json': { schema: objectSchema([['code', 'Integer', '1', '0', '结果码', 'Result code'], ['message', 'String', '0', 'success', '结果说明', 'Result message']]) } },
            },
          },
        },
      },
    },
  };
};

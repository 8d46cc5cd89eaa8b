/**
 * Why a documentation file (an OpenAPI document) cannot be shown: a code the views put in words, and the values those
 * words name (a type, a $ref, a parser's own message). Where in the file is said beside it (a JSON pointer).
 */
export type DocumentProblemCode =
  | 'notJson'
  | 'notYaml'
  | 'notObject'
  | 'notOpenApi'
  | 'mustBeObject'
  | 'mustBeArray'
  | 'mustBeText'
  | 'mustBeBoolean'
  | 'unknownType'
  | 'emptyList'
  | 'noName'
  | 'badLocation'
  | 'noTitle'
  | 'noOperations'
  | 'pathSlash'
  | 'refNowhere'
  | 'refLoop'
  | 'refChain'
  | 'unknownScheme'
  | 'unknownSchemeType'
  | 'badKeyLocation'
  // A compiled document (docs/openapi.md "Compiled documents") written in a format this reader does not know.
  | 'compiledFormat'
  // The deployment's list of documents (openapi-documents.json), each fault naming its entry.
  | 'listNotJson'
  | 'listNotList'
  | 'listBadEntry'
  | 'listBadId'
  | 'listSameId'
  | 'listBadUrl'
  | 'listBadName'
  | 'listUnknownField';

export interface DocumentProblem {
  readonly code: DocumentProblemCode;
  readonly values: Readonly<Record<string, string>>;
}

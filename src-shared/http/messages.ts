import { defineMessages } from '../i18n/messages';

/** The server's own refusals, before any feature has the request, and its replies to a request no feature could take. */
export const httpMessageTable = defineMessages('http', {
  restarting: 'The server is restarting. Please try again in a moment.',
  desktopOnly: 'This server answers only the Kodeshala app on this computer.',
  noApiRoute: 'No API route matches {{method}} {{path}}.',
  nothingAt: 'Nothing found at {{path}}.',
  /** `allowed` is the route's methods, "GET or POST": method names are the same in every language. */
  methodNotAllowed: '{{method}} is not allowed on {{path}}. Use {{allowed}}.',
  invalidJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is larger than {{kb}} KB.',
  contentTypeRefused: 'This content type is not accepted here.',
  /** `reason` is the schema's own message, itself translated when it is one of ours. */
  invalidField: 'Invalid {{where}}: {{reason}}',
  invalidRequest: 'This address or request is not valid.',
  badEscape: 'This address is not valid: a %-escape in it (such as %zz, or a broken UTF-8 sequence) cannot be decoded.',
  parameterTooLong: 'A part of this address is too long (at most {{max}} characters).',
  headersTooLarge: 'The request headers are too large.',
  requestTimeout: 'The request took too long to arrive. Please try again.',
  notHttp: 'This request is not valid HTTP.',
  internal: 'Something went wrong on our side. Please try again. (Reference {{requestId}})',
  storageFull: 'The server’s storage is full, so this could not be saved. Nothing was changed: please try again later.',
  databaseDown: 'The server cannot reach its database right now. Nothing was changed: please try again in a moment.',
  nulCharacter: 'Remove the NUL character (U+0000) from this text.',
  loneSurrogate: 'Remove the broken character (a lone UTF-16 surrogate) from this text.',
  timestamp: 'Use a date and time as the server gives them, such as 2026-01-31T09:30:00.000Z.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  contentLengthMismatch: 'The request body does not match its Content-Length. Please try again.',
  requestRefused: 'This request was refused: {{reason}}',
  websocketOnly: 'This address takes a WebSocket connection only.',
});

/** The HTTP texts in English, by key. */
export const httpMessages = httpMessageTable.en;

import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorReply } from '@shared/api/error-reply';
import { invalidField } from '@shared/http/invalid-field';
import { httpMessageTable } from '@shared/http/messages';
import type { IdentifiedMessage } from '@shared/i18n/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { isDatabaseDown, isStorageFull } from './infrastructure-faults';
import type { SecurityHeaders } from './security';

/** A reply in our shape; a message of ours carries its id and values, one from Fastify or a plugin goes inside one of ours. */
function reply(code: ErrorReply['error']['code'], { message, messageId, messageValues }: IdentifiedMessage, requestId?: string): ErrorReply {
  return { error: { code, message, messageId, ...(messageValues ? { messageValues } : {}), ...(requestId ? { requestId } : {}) } };
}

/** An AppError's reply, with its message's id and values. */
function appErrorReply(error: AppError): ErrorReply {
  const { code, message, messageId, messageValues } = error;
  return { error: { code, message, messageId, ...(messageValues ? { messageValues } : {}) } };
}

const internal = (requestId: string) =>
  reply('INTERNAL', httpMessageTable.ref('internal', { requestId }), requestId);

function describeValidation(error: FastifyError): IdentifiedMessage {
  if (!hasZodFastifySchemaValidationErrors(error)) return httpMessageTable.ref('requestRefused', { reason: error.message });
  const first = error.validation[0];
  const where = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request';
  // A reason of ours with values ('A file named x already exists.') goes as a message by its id.
  return invalidField(where, first && { message: first.message ?? '', params: first.params['params'] });
}

/**
 * The single error handler: every failure becomes `{ error: { code, message } }` (an AppError's
 * with its message's id and values, if it has them) with a 4xx a
 * person can act on, and only real faults become a 500, logged with the request id and never
 * with a stack trace in the response.
 */
export function registerErrorHandler(app: FastifyInstance, bodyLimitBytes: number): void {
  app.setErrorHandler((error: FastifyError, request, response) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) response.header('retry-after', String(error.retryAfterSeconds));
      return response.status(error.status).send(appErrorReply(error));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return response.status(400).send(reply('VALIDATION', describeValidation(error)));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return response.status(400).send(reply('BAD_REQUEST', httpMessageTable.ref('invalidJson')));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return response
          .status(413)
          .send(reply('PAYLOAD_TOO_LARGE', httpMessageTable.ref('bodyTooLarge', { kb: Math.round(bodyLimitBytes / 1024) })));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return response.status(415).send(reply('UNSUPPORTED_MEDIA_TYPE', httpMessageTable.ref('contentTypeRefused')));
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return response.status(400).send(reply('BAD_REQUEST', httpMessageTable.ref('contentLengthMismatch')));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return response.status(429).send(reply('RATE_LIMITED', httpMessageTable.ref('tooManyRequests')));
    if (status >= 400 && status < 500) {
      // The static file server refuses a path holding NUL with the bare status text; another
      // plugin's refusal keeps its English as the reason, inside a message of ours by id.
      const message = error.message && error.message !== STATUS_CODES[status] ? httpMessageTable.ref('requestRefused', { reason: error.message }) : httpMessageTable.ref('invalidRequest');
      return response.status(status).send(reply('BAD_REQUEST', message));
    }

    if (isStorageFull(error)) {
      request.log.error({ err: error }, 'the disk under DATA_DIR is full');
      return response.status(507).send(reply('UNAVAILABLE', httpMessageTable.ref('storageFull'), request.id));
    }
    if (isDatabaseDown(error)) {
      request.log.warn({ err: error }, 'the database did not answer');
      return response.status(503).header('retry-after', '5').send(reply('UNAVAILABLE', httpMessageTable.ref('databaseDown'), request.id));
    }
    request.log.error({ err: error }, 'request failed');
    return response.status(500).send(internal(request.id));
  });
}

/** A path parameter longer than the router takes (414). */
export const longParameterReply = (maxParamLength: number): ErrorReply =>
  reply('BAD_REQUEST', httpMessageTable.ref('parameterTooLong', { max: maxParamLength }));

/**
 * Fastify answers a malformed %-escape and an over-long path parameter itself, before any hook
 * runs; this gives those replies our shape and our headers too (Fastify's `frameworkErrors`).
 */
export function answerFrameworkError(securityHeaders: SecurityHeaders, maxParamLength: number) {
  return (error: FastifyError, request: FastifyRequest, response: FastifyReply) => {
    securityHeaders.apply(request, response);
    switch (error.code) {
      case 'FST_ERR_BAD_URL':
        return response.status(400).send(reply('BAD_REQUEST', httpMessageTable.ref('badEscape')));
      case 'FST_ERR_MAX_PARAM_LENGTH':
        return response.status(414).send(longParameterReply(maxParamLength));
    }
    request.log.error({ err: error }, 'request failed before routing');
    return response.status(500).send(internal(request.id));
  };
}

/**
 * What Node reads on a socket that is not an HTTP request at all (a broken header line, headers
 * over the size limit, a request that never finishes arriving) is answered on the socket itself,
 * before Fastify has a request; this writes our shape and the API headers there.
 */
export function answerClientError(securityHeaders: SecurityHeaders) {
  return function (this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    this.log.trace({ err: error }, 'client error');
    const [status, message] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, httpMessageTable.ref('headersTooLarge')]
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, httpMessageTable.ref('requestTimeout')]
          : [400, httpMessageTable.ref('notHttp')];
    const body = JSON.stringify(reply('BAD_REQUEST', message));
    const headers = { ...securityHeaders.api, 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), connection: 'close' };
    // Only before anything else was written on the socket, as Node itself does.
    if (socket.writable && socket.bytesWritten === 0) {
      const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
    }
    socket.destroy(error);
  };
}

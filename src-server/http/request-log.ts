import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArgs = unknown[];
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
/** The root logger Fastify builds is pino, which can say whether a level is on. */
type RootLogger = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };

/**
 * The compression plugin reports a visitor who left while a bundle was still being sent (a page
 * closed, a navigation) as an error, "premature close" from its stream pipe. Nothing failed on our
 * side, so it is logged at info, as Fastify itself logs a stream closed early.
 */
function isClientGone(value: unknown): boolean {
  return value instanceof Error && value.message === 'premature close';
}

/**
 * A request's logger that makes its pino child (the one carrying the request id) only when the
 * request writes a line. Fastify makes that child for every request up front, copying the bindings
 * into a JSON fragment, which profiles showed as about 2% of a small read; most requests never log
 * at the levels production runs at.
 */
class RequestLogger implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;

  constructor(
    private readonly root: RootLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  private made(): FastifyBaseLogger {
    return (this.#made ??= this.root.child(this.bindings, this.options));
  }

  private write(level: Level, args: LogArgs): void {
    if (level === 'error' && isClientGone(args[0])) {
      level = 'info';
      args = [{ err: args[0] }, 'the client closed the connection before the reply was sent'];
    }
    if (!this.#made && this.root.isLevelEnabled?.(level) === false) return;
    const logger = this.made();
    (logger[level] as (...a: LogArgs) => void).apply(logger, args);
  }

  get level(): string {
    return this.#made?.level ?? this.root.level;
  }

  set level(level: string) {
    this.made().level = level;
  }

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.made().child(bindings, options);
  }

  fatal(...args: LogArgs): void {
    this.write('fatal', args);
  }

  error(...args: LogArgs): void {
    this.write('error', args);
  }

  warn(...args: LogArgs): void {
    this.write('warn', args);
  }

  info(...args: LogArgs): void {
    this.write('info', args);
  }

  debug(...args: LogArgs): void {
    this.write('debug', args);
  }

  trace(...args: LogArgs): void {
    this.write('trace', args);
  }

  silent(): void {}
}

/**
 * What the server logs per request: one line when it completes (method, URL, status, time and the
 * request id) at info, the production default, so every request can be traced by the id a user
 * quotes. Fastify's default is two lines, 'incoming request' and 'request completed'; the first
 * doubles the volume and says nothing the second does not. At warn and above only slow requests
 * get a line. Failures are logged by the error handler, with their cause.
 */
class RequestLog extends LogController {
  constructor(
    private readonly everyRequest: boolean,
    private readonly slowRequestMs: number,
  ) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    const slow = responseTime >= this.slowRequestMs;
    if (!slow && !this.everyRequest) return;
    const line = { method: request.method, url: loggedUrl(request.url), statusCode: reply.statusCode, responseTime };
    if (slow) reply.log.warn(line, 'slow request');
    else reply.log.info(line, 'request completed');
  }
}

const linePerRequest = new Set(['info', 'debug', 'trace']);

/** A URL as logged: an access token in the query (a WebSocket's only way to send one) is never written. */
export const loggedUrl = (url: string): string => url.replaceAll(/([?&]token=)[^&]*/g, '$1[redacted]');

/**
 * The Fastify options for request logging at a log level; spread into the Fastify constructor.
 * A request slower than `slowRequestMs` is logged at warn, so it shows at the quieter levels too.
 */
export function requestLogging(level: string, slowRequestMs = 1000): Pick<FastifyServerOptions, 'logController' | 'childLoggerFactory'> {
  // Without a logger Fastify hands every request the same no-op stand-in; nothing to save there.
  if (level === 'silent') return {};
  return {
    logController: new RequestLog(linePerRequest.has(level), slowRequestMs),
    childLoggerFactory: (logger, bindings, options) =>
      // A route with a log level of its own needs a real child to carry it.
      options.level ? logger.child(bindings, options) : new RequestLogger(logger, bindings, options),
  };
}

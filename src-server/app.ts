import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminPlugin } from './admin/plugin';
import { assignmentsPlugin } from './assignments/plugin';
import { atsPlugin } from './ats/plugin';
import { createAccessTokenSigner } from './auth/access-token';
import { createSessionVersions } from './auth/session-versions';
import { createPageCredentials, pageSessionReader } from './auth/page-session';
import { firebasePlugin } from './auth/firebase';
import { oauthPlugin } from './auth/oauth/plugin';
import { authPlugin } from './auth/plugin';
import type { AppConfig } from './config';
import { connect, type Db } from './db/connect';
import type { Executor } from './db/executor';
import { migrateToLatest } from './db/migrate';
import { seed } from './db/seed';
import { landingPageData } from './hackathon/current-event';
import { hackathonPlugin } from './hackathon/plugin';
import { healthPlugin } from './health/plugin';
import { createHeavyWork, type HeavyWork } from './heavy-work/pool';
import { registerAccessCheck } from './http/access';
import { registerCheckedText } from './http/checked-text';
import { registerClosingRefusal } from './http/closing';
import { registerDesktopAccess } from './http/desktop-access';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './http/error-handler';
import { registerNotFound } from './http/not-found';
import { registerOpenApi } from './http/openapi';
import { registerRateLimit } from './http/rate-limit';
import { databaseRateLimitStore } from './http/rate-limit-store';
import { registerRenderer } from './http/renderer';
import { requestLogging } from './http/request-log';
import { createSecurityHeaders, firebaseConnectSources, registerSecurityHeaders } from './http/security';
import { replySerializerCompiler } from './http/serializer';
import { createCourseReplyCache } from './courses/course-reply-cache';
import { createOutlineCache } from './courses/outline-cache';
import { coursesPlugin } from './courses/plugin';
import { type Clock, createClock, nowMs, realTimeMs } from './clock';
import { desktopSignInPlugin } from './auth/desktop-sign-in';
import { registrationPaymentItem } from './hackathon/payment-item';
import { subscriptionPaymentItem } from './subscriptions/payment-item';
import { engagementPlugin } from './engagement/plugin';
import { courseQueries } from './courses/queries';
import { loadOutline } from './courses/service';
import { cataloguePageData } from './courses/catalogue-page';
import { readerPageData } from './courses/reader-page';
import { createMailDelivery } from './mail/delivery';
import { mailPlugin } from './mail/plugin';
import { createSmtpTransport } from './mail/smtp-transport';
import { paymentsPlugin } from './payments/plugin';
import { chooseGateway } from './payments/setup';
import { plansPlugin } from './plans/plugin';
import { playgroundPlugin } from './playground/plugin';
import { projectsPlugin } from './projects/plugin';
import { githubPlugin } from './github/plugin';
import { previewPlugin } from './preview/plugin';
import { profilePlugin } from './profile/plugin';
import { progressPlugin } from './progress/plugin';
import { readQuizBank } from './quizzes/bank';
import { quizzesPlugin } from './quizzes/plugin';
import { resumePlugin } from './resume/plugin';
import { createSectionImprover } from './resume/section-improver';
import { createExecutor } from './runner/create-executor';
import { runnerPlugin } from './runner/plugin';
import { createUserRunLimiter } from './runner/rate-limit';
import { subscriptionsPlugin } from './subscriptions/plugin';
import { registerSyncGateway } from './sync/gateway';
import { platformTokenUser } from './sync/store';
import { registerIdempotency } from './sync/idempotency';
import { registerPrivateReplies } from './http/private-replies';
import { directSync, syncPlugin } from './sync/plugin';
import { createTutor } from './tutor/create-tutor';
import { tutorPlugin } from './tutor/plugin';
import { createDemoAccountsIfEmpty, type DemoAccounts } from './users/demo-accounts';
import { createHandIn } from './workspace/hand-in';
import { createHub, type Hub } from './workspace/hub';
import { connectWorkspaceBus } from './workspace/notify';
import { workspacePlugin } from './workspace/plugin';

/** Longest path parameter; a longer one answers 414. */
const maxParamLength = 100;

export interface BuiltApp {
  app: FastifyInstance;
  db: Db;
  /** Set only on the very first start of an empty database. */
  demoAccounts: DemoAccounts | undefined;
  /** The worker-thread pool every heavy job runs in; closed with the app. */
  heavyWork: HeavyWork;
  /** False when no built renderer was found: the server then answers the API only. */
  hasRenderer: boolean;
  /** The team workspace's live documents. */
  workspace: Hub;
}

/** `TRUST_PROXY` as a hop count: the nearest `hops` proxies are trusted, as proxy-addr counts them. */
const trustHops =
  (hops: number) =>
  (_address: string, hop: number): boolean =>
    hop < hops;

/**
 * Builds the platform server without listening: connects the database, migrates, seeds, creates
 * the demo accounts on an empty database and registers every feature. Tests call this and use
 * `app.inject`; `main.ts` listens.
 */
export async function buildApp(config: AppConfig, resourcesDir: string): Promise<BuiltApp> {
  // The logger comes with the Fastify instance below; a connection can fail only after start-up.
  const logger: { current?: FastifyBaseLogger } = {};
  const db = connect({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleConnectionError: (error) => logger.current?.warn({ err: error }, 'an idle database connection was closed by the server'),
  });
  // The one clock of this app, handed to every feature below.
  const clock = createClock(config.testClockFile);
  let demoAccounts: DemoAccounts | undefined;
  let skippedCourses: string[];
  try {
    await migrateToLatest(db.kysely);
    ({ skippedCourses } = await seed(db.kysely, resourcesDir, clock()));
    demoAccounts = await createDemoAccountsIfEmpty(db.kysely, config.demoPassword, clock());
    db.settle();
  } catch (error) {
    await db.close();
    throw error;
  }

  const securityHeaders = createSecurityHeaders({ razorpayCheckout: config.payments.razorpay !== undefined, firebaseConnect: firebaseConnectSources(config.auth.firebase) });
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    ...requestLogging(config.logLevel),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : (config.trustProxy ?? false),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength },
    frameworkErrors: answerFrameworkError(securityHeaders, maxParamLength),
    clientErrorHandler: answerClientError(securityHeaders),
  }).withTypeProvider<ZodTypeProvider>();

  logger.current = app.log;
  if (skippedCourses.length > 0) app.log.info({ courses: skippedCourses }, 'course files left out of the start-up import: these courses were edited in the content admin and belong to the database');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler);
  app.addHook('onClose', () => db.close());

  const sessions = createSessionVersions(db.kysely);
  const signer = createAccessTokenSigner(config.auth.secret, realTimeMs, sessions);
  const pages = createPageCredentials(config.auth.secret);
  // First of the request hooks, so that a refusal by a later one (the access check) carries them.
  registerSecurityHeaders(app, securityHeaders);
  if (config.desktopAccessSecret) registerDesktopAccess(app, config.desktopAccessSecret);
  registerClosingRefusal(app);
  registerErrorHandler(app, config.bodyLimitBytes);
  const heavyWork = createHeavyWork(config.heavyWork);
  app.addHook('onClose', () => heavyWork.close());
  const executor = createExecutor(config.runner, config.sync);
  app.addHook('onClose', () => executor.close());
  const sync = config.sync ? registerSyncGateway(app, db.kysely, config.sync, clock, executor) : directSync;
  registerAccessCheck(app, signer);
  registerPrivateReplies(app);
  registerIdempotency(app, db.kysely, () => nowMs(clock));
  await registerRateLimit(app, databaseRateLimitStore(db.kysely, app.log));
  registerCheckedText(app);
  const queries = courseQueries(db, clock);
  const outlines = createOutlineCache((courseId: string) => loadOutline(queries, courseId));
  const replies = createCourseReplyCache(db.watchUserRows);
  const pageFor = await registerRenderer(app, config.rendererDir, config.publicUrl, {
    pageData: { '/hackathon': () => landingPageData(db.kysely) },
    learnerPageData: {
      '/courses': (userId) => cataloguePageData(db, queries, userId),
      '/courses/:courseId': (userId, address) => readerPageData(queries, outlines, replies, userId, address),
    },
    sessionOf: pageSessionReader({ db: db.kysely, config, signer, sessions, pages, clock }),
  });
  await registerOpenApi(app, config.version);
  registerNotFound(app, pageFor, maxParamLength);

  await app.register(healthPlugin, { db, version: config.version });
  await app.register(plansPlugin, { db });
  await app.register(syncPlugin, { service: sync });
  const smtp = config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl, config.mail.from) : undefined;
  if (smtp) app.addHook('onClose', () => smtp.close());
  const mail = createMailDelivery(db.kysely, smtp, app.log, clock);
  // Cookies matter only to sign-in and sessions; other routes skip the cookie plugin's hooks.
  await app.register(async (auth) => {
    await auth.register(cookie);
    await auth.register(authPlugin, { db: db.kysely, config, signer, sessions, pages, clock, mail });
    await auth.register(oauthPlugin, { db: db.kysely, config, signer, sessions, pages, clock });
    await auth.register(firebasePlugin, { db: db.kysely, config, signer, sessions, pages, clock });
    await auth.register(desktopSignInPlugin, { db: db.kysely, config, signer, sessions, pages, clock });
  });
  await app.register(profilePlugin, { db: db.kysely, dataDir: config.dataDir, clock });
  await app.register(subscriptionsPlugin, { db: db.kysely, clock });
  await app.register(coursesPlugin, { db, outlines, replies, clock });
  await app.register(progressPlugin, { db, outlines, clock });
  await app.register(previewPlugin);
  await app.register(playgroundPlugin, { db: db.kysely, config, clock });
  await app.register(projectsPlugin, { db: db.kysely, clock });
  await app.register(githubPlugin, { db: db.kysely, config });
  const payments = chooseGateway(config.payments, db.kysely, clock);
  const pdfWork = { heavyWork, resourcesDir };
  // What is for sale, each kind from the feature that owns it: payments never imports them.
  const items = { subscription: subscriptionPaymentItem, hackathon_registration: registrationPaymentItem({ db: db.kysely, clock, mail, publicUrl: config.publicUrl }) };
  const paymentDeps = { db: db.kysely, gateway: payments.gateway, mail, publicUrl: config.publicUrl, log: app.log, clock, items };
  await app.register(paymentsPlugin, { deps: paymentDeps, sandbox: payments.sandbox, pdfWork });
  const verify = config.sync ? platformTokenUser(db.kysely) : (token: string) => signer.verify(token);
  // Before the hackathon, whose hand-ins are kept through the live documents.
  const workspace = registerWorkspace(app, db, config, clock, verify);
  await app.register(hackathonPlugin, { db: db.kysely, config, clock, payments: paymentDeps, pdfWork, handIn: createHandIn(db.kysely, workspace) });
  await app.register(mailPlugin, { db: db.kysely });
  await app.register(engagementPlugin, { db: db.kysely, clock });
  await app.register(tutorPlugin, { db: db.kysely, tutor: createTutor(db.kysely, config.llm), rateLimit: config.chatPerMinute, clock });
  await app.register(atsPlugin, { heavyWork });
  await app.register(quizzesPlugin, { db: db.kysely, bank: await readQuizBank(resourcesDir), clock });
  await app.register(adminPlugin, { db, dataDir: config.dataDir, outlines, heavyWork, sessions, clock });
  await app.register(resumePlugin, { db: db.kysely, improver: createSectionImprover(config.llm, app.log), resourcesDir, clock, heavyWork });
  // Once for every WebSocket route: each registration would answer every upgrade again.
  await app.register(websocket, { options: { maxPayload: 1_100_000 } });
  await app.register(runnerPlugin, { executor, limitUser: createUserRunLimiter(db.kysely), verify, desktop: config.runner.allowUnsandboxed, sync });
  await app.register(assignmentsPlugin, { db: db.kysely, executor, clock });

  await app.register(workspacePlugin, { db: db.kysely, hub: workspace, config, clock });

  return { app, db, demoAccounts, heavyWork, hasRenderer: pageFor !== undefined, workspace };
}

/** How often open documents ask again whether their members still are (a team left elsewhere). */
const membershipRecheckMs = 5000;

function registerWorkspace(app: FastifyInstance, db: Db, config: AppConfig, clock: Clock, verify: (token: string) => Promise<{ userId: string } | undefined>): Hub {
  const { prepared } = db;
  const bus =
    prepared && config.databaseUrl
      ? connectWorkspaceBus(
          config.databaseUrl,
          prepared,
          {
            holds: (projectId) => hub.holds(projectId),
            onStored: (projectId, seq, update) => void hub.storedElsewhere(projectId, seq, update),
            onAwareness: (projectId, update) => void hub.awarenessElsewhere(projectId, update),
            onAwarenessQuery: (projectId) => void hub.awarenessQueried(projectId),
            held: () => hub.held(),
            onShared: (projectId) => hub.sharedElsewhere(projectId),
          },
          app.log,
        )
      : undefined;
  const hub = createHub({
    db: db.kysely,
    clock,
    log: app.log,
    verify,
    ...(bus && {
      onStored: (trx: Executor, projectId: string, seq: number, update: Uint8Array) => bus.stored(trx, projectId, seq, update),
      append: (projectId: string, update: Uint8Array, maxBytes: number, at: string) => bus.append(projectId, update, maxBytes, at),
      onAwareness: (projectId: string, update: Uint8Array) => bus.awareness(projectId, update),
      onOpened: (projectId: string) => {
        bus.opened(projectId);
        bus.queryAwareness(projectId);
      },
      tellNumber: (projectId: string, seq: number) => bus.tellNumber(projectId, seq),
    }),
  });
  const recheck = setInterval(() => void hub.recheck().catch((error: unknown) => app.log.warn({ err: error }, 'workspace membership could not be checked')), membershipRecheckMs);
  recheck.unref();
  app.addHook('preClose', async () => {
    clearInterval(recheck);
    await hub.close();
    await bus?.close();
  });
  return hub;
}

import compress from "@fastify/compress";
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { MailingDeps } from "./core/mailing";
import type { Database } from "./db/database";
import type { MigrationFile } from "./db/migrator";
import { registerAccessControl, type OperatorLookup } from "./http/access";
import { scheduleHousekeeping } from "./jobs/housekeeping";
import { InvoiceReader } from "./jobs/invoice-reader";
import { JobRunner } from "./jobs/queue";
import { createMailer, type Mailer } from "./mail/mailer";
import { accountRoutes } from "./modules/account";
import { accountingRoutes } from "./modules/accounting";
import { approvalRuleRoutes } from "./modules/approvals";
import { analyticsRoutes } from "./modules/analytics";
import { apiTokenRoutes, findApiToken, recordApiTokenUse } from "./modules/api-tokens";
import { auditRoutes } from "./modules/audit";
import { BackupService, backupRoutes, operatorCheck } from "./modules/backups";
import {
  authRoutes,
  findSession,
  googleRoutes,
  loadServerSecret,
  passkeyRoutes,
  sessionCookieName,
  sweepExpiredSignIns,
  type CookieSettings,
} from "./modules/auth";
import { cookbookRoutes } from "./modules/cookbook";
import { countRoutes } from "./modules/counts";
import {
  demoRoutes,
  scheduleDemoTemplates,
  sweepExpiredDemos,
  type DemoTemplateSchedule,
} from "./modules/demo";
import { expenseRoutes } from "./modules/expenses";
import { exportRoutes } from "./modules/exports";
import { healthRoutes } from "./modules/health";
import { giveUpImport, importRoutes, readImport, writeImport } from "./modules/imports";
import { invoiceRoutes } from "./modules/invoices";
import { categoryRoutes, itemRoutes } from "./modules/items";
import { closureRoutes, locationRoutes } from "./modules/locations";
import { notificationRoutes } from "./modules/notifications";
import { giveUpForecast, orderingRoutes, runForecast } from "./modules/ordering";
import { planningRoutes } from "./modules/planning";
import { creditRoutes, purchasingRoutes } from "./modules/purchasing";
import { giveUpSalesImport, postSalesImport, readSalesImport, salesRoutes } from "./modules/sales";
import { giveUpScan, readScan, scanRoutes } from "./modules/scans";
import { recordOpeningStock, stockRoutes } from "./modules/stock";
import { supplierRoutes } from "./modules/suppliers";
import { prunePriceChanges, recipePhotoRoutes, recipeRoutes } from "./modules/recipes";
import { menuRoutes } from "./modules/menu";
import { teamRoutes } from "./modules/team";
import { uploadRoutes } from "./modules/uploads";
import { varianceRoutes } from "./modules/variance";
import { workspaceRoutes } from "./modules/workspaces";
import { registerApiDocs } from "./plugins/api-docs";
import { registerErrorHandling } from "./plugins/errors";
import { registerGracefulClose } from "./plugins/graceful-close";
import { registerInputGuard } from "./plugins/input-guard";
import { registerRequestLogging } from "./plugins/request-log";
import { registerSecurityHeaders } from "./plugins/security";
import { demoSwitchTemplate, loadWebSite, registerWebSite } from "./plugins/web";
import { EventHub } from "./realtime/hub";

export interface AppDependencies {
  config: Config;
  db: Database;
  migrations: MigrationFile[];
  /** Pino options; tests pass their own stream to read the log lines. */
  logger?: FastifyServerOptions["logger"];
  /** How mail leaves; by default from SMTP_URL, or the outbox. */
  mailer?: Mailer;
}

/** Builds the whole Larder server: plugins first, then the API modules, then the web site. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const site = loadWebSite(deps.config.webDist);
  const app = await createServer(deps, site);
  const https = deps.config.appUrl.startsWith("https:");

  const { config, db } = deps;
  const cookies = { secure: https };
  const isOperator = operatorCheck(config.operatorEmails);
  const trustedOrigins = [new URL(config.appUrl).origin];
  await registerAccessControl(app, {
    db,
    trustedOrigins,
    sessionCookie: sessionCookieName(cookies),
    findSession,
    isOperator,
    apiTokens: { find: findApiToken, recordUse: recordApiTokenUse },
  });
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      log: (message) => app.log.info(message),
    });
  const secret = await loadServerSecret(db, config.sessionSecret);
  const mailing = { db, mailer, appUrl: config.appUrl };

  await app.register(healthRoutes, { prefix: "/api", db, migrations: deps.migrations });
  await registerSignIn(app, { ...mailing, secret, cookies, config });
  await registerWorkspaceModules(app, { ...mailing, isOperator });
  const backups = new BackupService(db.background, config.backups, app.log);
  await app.register(backupRoutes, { prefix: "/api", backups });
  // The day's demo template and its spares, made in the background once the server runs
  // (decision 0036); a spare handed over is made up again.
  let demoTemplates: DemoTemplateSchedule | null = null;
  await app.register(demoRoutes, {
    db,
    cookies,
    trustedOrigins,
    switchTemplate: demoSwitchTemplate(site),
    onOpened: (made) => {
      if (made === "spare") demoTemplates?.replenish();
    },
  });
  const background = db.background;
  const { jobs, reading, reader } = jobLanes(background, app.log);
  await registerKitchenModules(app, { ...mailing, jobs, reading });
  const hub = new EventHub();
  await hub.start(db);
  await app.register(notificationRoutes, {
    prefix: "/api",
    db,
    hub,
    sessionCookie: sessionCookieName(cookies),
  });

  const web = site
    ? await registerWebSite(app, site, { google: config.google !== undefined })
    : null;
  registerNotFound(app, web);

  const stopHousekeeping = scheduleHousekeeping(async () => {
    const { demos } = await runHousekeeping(background);
    return demos > 0 ? `Deleted ${demos} expired demo workspace${demos === 1 ? "" : "s"}` : null;
  }, app.log);
  // The embedded database serves one Larder (DATA_DIR's lock): what it leased before a restart
  // is free again at once. On PostgreSQL other servers may hold leases; they run out by themselves.
  await jobs.start({ releaseLeases: db.kind === "embedded" });
  await reading.start({ releaseLeases: db.kind === "embedded" });
  backups.start();
  if (config.demoTemplate)
    demoTemplates = scheduleDemoTemplates(background, app.log, { spares: config.demoSpares });

  app.addHook("onClose", async () => {
    stopHousekeeping();
    await demoTemplates?.stop();
    await backups.stop();
    mailer.close();
    await jobs.stop();
    await reading.stop();
    await reader.close();
    await hub.stop();
    await deps.db.close();
  });
  return app;
}

/**
 * The Fastify server with what every request goes through: zod schemas, error answers, request
 * logs, a graceful close, the input guard, security headers, compression and the API's
 * documentation. Without a built front end (`site`), it serves the API only.
 */
async function createServer(deps: AppDependencies, site: ReturnType<typeof loadWebSite>) {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.logLevel },
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1_048_576,
    // Fastify takes a hop count too, though its types leave numbers out.
    trustProxy: deps.config.trustProxy as boolean | string,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  if (!site)
    app.log.warn(`The front end is not built in ${deps.config.webDist}; serving the API only.`);

  registerErrorHandling(app);
  registerRequestLogging(app);
  registerGracefulClose(app);
  registerInputGuard(app);
  const https = deps.config.appUrl.startsWith("https:");
  await registerSecurityHeaders(app, {
    inlineStyleHashes: site?.manifest.inlineStyleHashes ?? [],
    https,
  });
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"] });
  await registerApiDocs(app);
  return app;
}

/**
 * The person's account and the workspace's own modules under /api: workspaces, locations and
 * their closures, the team, the audit log and API tokens.
 */
async function registerWorkspaceModules(
  app: FastifyInstance,
  options: MailingDeps & { isOperator: OperatorLookup },
): Promise<void> {
  const { db, isOperator } = options;
  const mailing = { db, mailer: options.mailer, appUrl: options.appUrl };
  await app.register(accountRoutes, { prefix: "/api", db, isOperator });
  await app.register(workspaceRoutes, { prefix: "/api", ...mailing });
  await app.register(locationRoutes, { prefix: "/api", db });
  await app.register(closureRoutes, { prefix: "/api", db });
  await app.register(teamRoutes, { prefix: "/api", ...mailing });
  await app.register(auditRoutes, { prefix: "/api", db });
  await app.register(apiTokenRoutes, { prefix: "/api", db });
}

/**
 * The kitchen's own modules under /api: items and stock, counts, suppliers, recipes and the
 * menu, purchasing, invoices, imports, ordering, planning, sales, expenses and exports.
 */
async function registerKitchenModules(
  app: FastifyInstance,
  options: MailingDeps & { jobs: JobRunner; reading: JobRunner },
): Promise<void> {
  const { db, mailer, jobs, reading } = options;
  const mailing = { db, mailer, appUrl: options.appUrl };
  await app.register(categoryRoutes, { prefix: "/api", db });
  await app.register(itemRoutes, { prefix: "/api", db, recordOpeningStock });
  await app.register(stockRoutes, { prefix: "/api", db });
  await app.register(analyticsRoutes, { prefix: "/api", db });
  await app.register(countRoutes, { prefix: "/api", db });
  await app.register(supplierRoutes, { prefix: "/api", db });
  await app.register(recipeRoutes, { prefix: "/api", db });
  await app.register(menuRoutes, { prefix: "/api", db });
  await app.register(recipePhotoRoutes, { prefix: "/api", db });
  await app.register(cookbookRoutes, { prefix: "/api", db });
  await app.register(approvalRuleRoutes, { prefix: "/api", db });
  await app.register(purchasingRoutes, { prefix: "/api", ...mailing });
  await app.register(creditRoutes, { prefix: "/api", db, mailer });
  await app.register(uploadRoutes, { prefix: "/api", db });
  await app.register(accountingRoutes, { prefix: "/api", db });
  await app.register(invoiceRoutes, { prefix: "/api", ...mailing });
  await app.register(importRoutes, { prefix: "/api", db, jobs });
  await app.register(orderingRoutes, { prefix: "/api", db, jobs });
  await app.register(planningRoutes, { prefix: "/api", db, jobs });
  await app.register(salesRoutes, { prefix: "/api", db, jobs });
  await app.register(varianceRoutes, { prefix: "/api", db });
  await app.register(expenseRoutes, { prefix: "/api", db });
  await app.register(scanRoutes, { prefix: "/api", ...mailing, jobs: reading });
  await app.register(exportRoutes, { prefix: "/api", db });
}

/**
 * Queued work runs on the background connections (Database.background): on a busy machine a
 * request's statements come first. Imports, forecasts and sales share one lane; documents are
 * read in a lane of their own, by one reader process kept between files (decision 0027), so an
 * invoice does not wait behind a sales import.
 */
function jobLanes(background: Database, log: FastifyBaseLogger) {
  const jobs = new JobRunner(
    background,
    {
      "read-import": {
        run: (job) => readImport(background, job),
        giveUp: (job, reason) => giveUpImport(background, job, reason),
      },
      "write-import": {
        run: (job) => writeImport(background, job),
        giveUp: (job, reason) => giveUpImport(background, job, reason),
      },
      forecast: {
        run: (job) => runForecast(background, job),
        giveUp: (job, reason) => giveUpForecast(background, job, reason),
      },
      "read-sales": {
        run: (job) => readSalesImport(background, job),
        giveUp: (job, reason) => giveUpSalesImport(background, job, reason),
      },
      "post-sales": {
        run: (job) => postSalesImport(background, job),
        giveUp: (job, reason) => giveUpSalesImport(background, job, reason),
      },
    },
    log,
  );
  const reader = new InvoiceReader();
  const reading = new JobRunner(
    background,
    {
      "read-scan": {
        run: (job) => readScan(background, reader, job),
        giveUp: (job, reason) => giveUpScan(background, job, reason),
      },
    },
    log,
  );
  return { jobs, reading, reader };
}

/** Signing in: by emailed code or link, with Google, with a passkey (their routes under /api). */
async function registerSignIn(
  app: FastifyInstance,
  options: MailingDeps & { secret: string; cookies: CookieSettings; config: Config },
): Promise<void> {
  const { db, secret, cookies, config } = options;
  const mailing = { db, mailer: options.mailer, appUrl: options.appUrl };
  await app.register(authRoutes, {
    prefix: "/api",
    ...mailing,
    secret,
    cookies,
    googleConfigured: config.google !== undefined,
  });
  await app.register(googleRoutes, {
    prefix: "/api",
    db,
    secret,
    appUrl: config.appUrl,
    cookies,
    google: config.google,
  });
  await app.register(passkeyRoutes, {
    prefix: "/api",
    db,
    secret,
    appUrl: config.appUrl,
    cookies,
  });
}

/** A page that is not there gets the site's own page; an API address that is not, words. */
function registerNotFound(
  app: FastifyInstance,
  web: Awaited<ReturnType<typeof registerWebSite>> | null,
): void {
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (web && wantsPage && !request.url.startsWith("/api/"))
      return web.sendNotFoundPage(request, reply);
    const pathname = request.url.split("?")[0];
    return reply.status(404).send({
      error: "not_found",
      message: `There is no API endpoint at ${request.method} ${pathname}.`,
    });
  });
}

/**
 * One pass of clearing what has expired: demo workspaces, what signing in leaves behind, and
 * the price log's rows older than a day (recipes' price-cache.ts). Safe to run on several
 * servers at once; scheduled by `buildApp` every ten minutes.
 */
export async function runHousekeeping(db: Database): Promise<{ demos: number }> {
  const demos = await sweepExpiredDemos(db);
  await sweepExpiredSignIns(db);
  await prunePriceChanges(db);
  return { demos };
}

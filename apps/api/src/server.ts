import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

/** Reads config, builds the app, listens, and closes gracefully on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  // In the background: a large upload folder must not delay the first request.
  app.sweepUploads().catch((err: unknown) => app.log.warn({ err }, 'could not sweep the upload folder'));
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  // A plain line for people starting it by hand; the JSON logs are for machines.
  console.log(`\n  Vidya is running at http://${shown}:${config.port}  (tutor: ${config.tutor.mode}, data: ${config.dataDir})\n`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received, closing`);
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});

#!/usr/bin/env node
// `npm start`: an in-memory DynamoDB (dynalite) and the Vite dev server, both on 127.0.0.1.
// Loads the example designs' tables into dynalite so live mode has a table to read. Ctrl+C stops both.
import dynalite from 'dynalite';
import { createServer } from 'vite';

const HOST = '127.0.0.1';
const FIRST_DYNAMODB_PORT = 8000;
const LAST_DYNAMODB_PORT = 8099;

/** Listens on the first free port in [from, to]; dynalite keeps its data in memory. */
async function startDynalite(from, to) {
  for (let port = from; port <= to; port++) {
    const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
    try {
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, HOST, () => {
          server.off('error', reject);
          resolve();
        });
      });
      return { server, url: `http://${HOST}:${port}` };
    } catch (error) {
      if (error.code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error(`No free port for dynalite between ${from} and ${to} on ${HOST}.`);
}

// The project pins its SDK version and runs on Node 20 on purpose; the SDK's upgrade notice is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const dynamo = await startDynalite(FIRST_DYNAMODB_PORT, LAST_DYNAMODB_PORT);
// The seeding code is TypeScript on the core engine; tsx loads it without a build step.
const { register } = await import('tsx/esm/api');
register();
const { localClient, seedLocalTable } = await import('./seed-local-table.ts');
const seeded = [];
const client = localClient(dynamo.url);
for (const example of ['gaming', 'library', 'todo-graph', 'people-music']) {
  seeded.push(...(await seedLocalTable(client, `public/examples/${example}.json`)));
}
client.destroy();
// config/embedded-endpoint-plugin.ts writes it into the served page, where Connect finds it.
process.env.KEYSCOPE_LOCAL_DYNAMODB_ENDPOINT = dynamo.url;

let vite;
try {
  vite = await createServer({ server: { host: HOST } });
  await vite.listen();
} catch (error) {
  dynamo.server.close();
  throw error;
}

console.log(`\n  Local DynamoDB (dynalite, in memory): ${dynamo.url}`);
console.log(`  tables: ${seeded.join(', ')}`);
console.log('  (any access key, secret and region work; e.g. region "local")');
vite.printUrls();
console.log('\n  Press Ctrl+C to stop both.\n');

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\n  ${signal}: stopping Vite and dynalite…`);
  const closeDynalite = new Promise((resolve) => dynamo.server.close(() => resolve()));
  await Promise.allSettled([vite.close(), closeDynalite]);
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

/**
 * The bare server scripts/bench.ts measures the site against, run as a process of its own with the
 * file of fixtures as its argument: Fastify without plugins, hooks or logging, answering the
 * site's own bytes from memory.
 */
import { readFileSync } from 'node:fs';

import Fastify from 'fastify';

import type { Fixture } from './bench-throughput.js';

async function runBareServer(fixtureFile: string) {
  const fixtures = JSON.parse(readFileSync(fixtureFile, 'utf8')) as Fixture[];
  const app = Fastify({ logger: false });
  for (const fixture of fixtures) {
    const body = Buffer.from(fixture.body, 'base64');
    app.get(fixture.path, (_request, reply) => {
      if (fixture.contentEncoding) void reply.header('content-encoding', fixture.contentEncoding);
      return reply.type(fixture.contentType).send(body);
    });
  }
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`BARE ${address}`);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

await runBareServer(process.argv[2]!);

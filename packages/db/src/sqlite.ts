import { createRequire } from 'node:module';

import type BetterSqlite3 from 'better-sqlite3';

/**
 * The SQLite binding for the running Node.js. better-sqlite3 12 is the newest major that runs on
 * Node 20, but on Node 24 its objects abort the process when the garbage collector frees them
 * (node::ObjectWrap asserts an environment that V8's weak callbacks don't have). better-sqlite3 13
 * is built on Node-API and fixes that, and needs Node 22 or later (on Node 20 it crashes), so it
 * is installed beside 12 under the alias `better-sqlite3-napi` and used from Node 22 on. Both
 * have the same API.
 */
const require = createRequire(import.meta.url);

const SQLITE_PACKAGE = nodeMajor() >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';

const SQLite = require(SQLITE_PACKAGE) as typeof BetterSqlite3;

function nodeMajor(): number {
  return Number(process.versions.node.split('.')[0]);
}

export default SQLite;
export type { BetterSqlite3 };

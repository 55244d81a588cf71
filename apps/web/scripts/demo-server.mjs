// The production build (apps/api/dist/server.js) started on a temporary data directory with the
// demo data, for the scripts that look at the site as a visitor does (screenshots, Lighthouse).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Starts the server and resolves once /api/health answers.
 * @param {{ port: number, adminPassword: string, name: string, root?: string }} options `root`: the
 *   checkout whose build to start (another one's, to compare two builds), this one by default
 * @returns {Promise<{ base: string, stop: () => void }>}
 */
export async function startDemoServer({ port, adminPassword, name, root = repoRoot }) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `nbt-${name}-`));
  // The heap cap of `npm start` (scripts/run.mjs).
  const server = spawn(process.execPath, ['--max-old-space-size=512', join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: adminPassword,
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
    },
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 150; i++) {
    if (server.exitCode !== null) {
      stop();
      throw new Error(`the server exited with code ${server.exitCode}`);
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error('the server did not start');
}

import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * The Node.js flags the site's server runs with (as `npm start` runs it): a heap sized for the
 * site, not for the machine, so garbage is collected before it piles up.
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=512'];

/**
 * Starts the built site (`apps/api/dist/server.js`) on 127.0.0.1 and a free port, on `dataDir`
 * with the demo data and `admin` as the main administrator, and resolves with its address.
 * `env` adds or overrides settings.
 */
export function startBuiltSite(
  repoRoot: string,
  dataDir: string,
  admin: { username: string; password: string },
  env: NodeJS.ProcessEnv = {},
): Promise<{ child: ChildProcess; url: string }> {
  return startProcess(
    [...SERVER_NODE_FLAGS, join(repoRoot, 'apps', 'api', 'dist', 'server.js')],
    {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    /listening on (http:\/\/\S+)/,
    repoRoot,
  );
}

/** Starts a process and resolves with the address it prints on the line matching `pattern`. */
export function startProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  pattern: RegExp,
  cwd: string,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (!match?.[1]) return;
      // From now on the output is read and dropped, as a process manager's pipe would take it: kept
      // here, the request log would grow in the memory of the process that measures.
      child.stdout?.off('data', onData).resume();
      child.stderr?.off('data', onData).resume();
      resolve({ child, url: match[1].replace('localhost', '127.0.0.1') });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`process exited with ${code} before listening:\n${output}`)));
  });
}

/** Ends a process started by `startProcess` and waits for it to exit. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

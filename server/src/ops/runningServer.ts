/**
 * How `npm run backup` and `npm run restore` find the portal that holds the embedded database:
 * a running server with the embedded database writes DATA_DIR/portal-server.json (its process
 * id, its port and a random token, readable only by its own user) and removes it when it stops.
 * The token is what the backup endpoint asks for: whoever can read DATA_DIR can back it up.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface RunningServer {
  pid: number;
  port: number;
  token: string;
}

export const runningServerFile = (dataDir: string) => path.join(dataDir, 'portal-server.json');

/** A new token for the backup endpoint (ops/backupEndpoint.ts). */
export const newOpsToken = () => crypto.randomBytes(32).toString('base64url');

/** Written once the server listens; `remove` on shutdown. */
export function announceRunningServer(dataDir: string, port: number, token: string): { remove(): void } {
  const file = runningServerFile(dataDir);
  const temp = `${file}.${process.pid}`;
  fs.writeFileSync(temp, JSON.stringify({ pid: process.pid, port, token } satisfies RunningServer), { mode: 0o600 });
  fs.renameSync(temp, file);
  return {
    remove() {
      try {
        const current = JSON.parse(fs.readFileSync(file, 'utf8')) as RunningServer;
        if (current.pid === process.pid) fs.rmSync(file, { force: true });
      } catch {
        // already gone
      }
    },
  };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, another user's
  }
}

/** The server announced in DATA_DIR when its process is still alive; null otherwise. */
export function findRunningServer(dataDir: string): RunningServer | null {
  let server: RunningServer;
  try {
    server = JSON.parse(fs.readFileSync(runningServerFile(dataDir), 'utf8')) as RunningServer;
  } catch {
    return null;
  }
  return Number.isInteger(server.pid) && alive(server.pid) ? server : null;
}

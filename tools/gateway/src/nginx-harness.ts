import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { nginxMainConfig, type NginxOptions } from './nginx';

export const NGINX = '/usr/sbin/nginx';
// CI installs Debian's nginx (tools/scripts/ensure-system-deps.sh); a machine without it skips its tests.
export const haveNginx = existsSync(NGINX);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/** Runs the real nginx, unprivileged in a temp prefix, on the generated config. */
export async function startNginx(
  o: Omit<NginxOptions, 'listen'>,
): Promise<{ base: string; stop: () => void }> {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'gw-nginx-'));
  const port = await freePort();
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxMainConfig({ ...o, listen: `127.0.0.1:${port}`, prefix }));
  const nginx = spawn(NGINX, ['-c', conf, '-p', prefix], { stdio: 'inherit' });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => void nginx.kill('SIGQUIT');
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(base + '/');
      return { base, stop };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  stop();
  throw new Error('nginx did not start');
}

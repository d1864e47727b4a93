import { ensureDebianPackage } from './ensure-package';

/** The two-servers check balances with Debian's nginx (the small build is enough: proxy and upstream only). */
export const NGINX_PATH = process.env['NGINX'] ?? '/usr/sbin/nginx';

export function ensureNginx(): void {
  ensureDebianPackage(NGINX_PATH, ['nginx-light', 'nginx']);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureNginx();

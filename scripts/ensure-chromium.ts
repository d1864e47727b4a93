import { ensureDebianPackage } from './ensure-package';

/** Browser tests use Debian's Chromium; never a browser downloaded from anywhere else. */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export function ensureChromium(): void {
  ensureDebianPackage(CHROMIUM_PATH, ['chromium']);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();

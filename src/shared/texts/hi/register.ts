import type { Registry } from '../language';
import { TEXT_HI } from './index';

/**
 * The browser's Hindi pages import this before hydrating (entry.client.tsx): `TEXT` then answers in Hindi. It writes
 * into the registry on `globalThis` itself (the key is texts/language.ts's `REGISTRY_KEY`) rather than importing
 * `registerTwin`: its chunk then imports nothing, and the page fetches one file with no preload list (decision 065).
 */
const global = globalThis as { [key: symbol]: Partial<Registry> };
const registry = (global[Symbol.for('kirana.texts.language')] ??= {});
(registry.twins ??= {})['hi core'] = TEXT_HI;

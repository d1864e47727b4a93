/** The server's page cache and memory settings (decisions 033, 036). */
// ── Page cache (issue 17, docs/decisions/033) ─────────────────────────────────────────────────────────────────────
/**
 * The page cache renders a kept page again after an hour even when the catalogue stood still: a bound on what the
 * catalogue version cannot see (the footer's year at New Year, a write that bypassed the triggers). Decision 033.
 */
export const PAGE_CACHE_MAX_AGE_MS = 60 * 60 * 1000;
/**
 * A page a catalogue change made stale may still be answered, marked stale, while its one new render runs, for at
 * most this long after the change: a price or stock change shows on every page within a second (decision 067).
 */
export const STALE_WHILE_RENDER_MS = 1000;

// ── Memory (issue 17 §3, docs/decisions/036) ──────────────────────────────────────────────────────────────────────
/**
 * The embedded database's buffer pool (PostgreSQL's `shared_buffers`) in MB, unless PGLITE_SHARED_BUFFERS_MB says
 * otherwise. PGlite's default, 128, is resident from the start; 32 holds what search reads hot (decision 036).
 */
export const PGLITE_SHARED_BUFFERS_MB = 32;

// ── Page scripts (docs/decisions/078) ────────────────────────────────────────────────────────────────────────────────
/**
 * The type React Router's inline module carries in a page's HTML until the page has painted: a type the browser does
 * not run (web/lib/scripts-after-paint.ts); the page cache's CSP hashes its text like a running script's.
 */
export const SCRIPT_AFTER_FIRST_PAINT_TYPE = 'kirana/after-first-paint';
/** The id of the head's inert `<template>` that holds React Router's module preloads until then. */
export const MODULE_PRELOADS_TEMPLATE_ID = 'kirana-module-preloads';

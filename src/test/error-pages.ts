import type { LightMyRequestResponse } from 'fastify';
import { Window } from 'happy-dom';
import type { ServerBuild } from 'react-router';
import { expect } from 'vitest';

/**
 * What the shop's error page tests share (docs/decisions/040-error-pages.md): every page route of the web build as an
 * address, and the check that an answer is the shop's HTML error page — shell, heading and words — with its status.
 */

/**
 * An address for every page route of the build (not the resource routes robots.txt and sitemap.xml, nor the back
 * office's layout, whose children carry its path): `:params` as `1`, a splat as an unknown name. New routes join by
 * themselves.
 */
export function pageAddresses(build: ServerBuild): { id: string; url: string }[] {
  const pathOf = (id: string): string => {
    const route = build.routes[id]!;
    const parent = route.parentId && route.parentId !== 'root' ? pathOf(route.parentId) : '';
    return [parent, route.path ?? ''].filter(Boolean).join('/');
  };
  return Object.values(build.routes)
    .filter((route): route is NonNullable<typeof route> => route !== undefined && route.id !== 'root')
    .filter((route) => route.path !== undefined || route.index)
    .filter((route) => route.module.default !== undefined || route.module.ErrorBoundary !== undefined)
    .map((route) => ({
      id: route.id,
      // The English address: without the optional `hi?` segment of the shop's routes (decision 065).
      url:
        `/${pathOf(route.id)}`
          .replace(/\/[\w-]+\?(?=\/|$)/g, '')
          .replace(/:\w+/g, '1')
          .replace(/\*$/, 'no-such-page') || '/',
    }))
    .sort((a, b) => a.url.localeCompare(b.url));
}

/** The page as a browser's DOM (no scripts run). */
export function pageDocument(html: string): Document {
  const window = new Window();
  window.document.write(html);
  return window.document as unknown as Document;
}

/**
 * The answer is the shop's HTML error page with `status`: HTML, the shop's shell (header with the configured shop's
 * name, footer), `heading` as the page's heading and title, and `body`'s words.
 */
export function expectShopErrorPage(
  answer: LightMyRequestResponse,
  expected: { status: number; heading: string; body: string; shopName: string },
  where: string,
): Document {
  expect(answer.statusCode, `${where}: status (${answer.body.slice(0, 120)})`).toBe(expected.status);
  expect(answer.headers['content-type'], `${where}: content type`).toMatch(/^text\/html/);
  const document = pageDocument(answer.body);
  expect(document.querySelector('h1')?.textContent, `${where}: heading`).toBe(expected.heading);
  expect(document.querySelector('main')?.textContent, `${where}: words`).toContain(expected.body);
  expect(document.title, `${where}: title`).toBe(`${expected.heading} | ${expected.shopName}`);
  expect(document.querySelector(`header a[aria-label="${expected.shopName} home"]`), `${where}: header`).not.toBeNull();
  expect(document.querySelector('footer'), `${where}: footer`).not.toBeNull();
  return document;
}

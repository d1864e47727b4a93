import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * React Router's default browser entry, with the page's language first (issue 33, decision 065): the server wrote it
 * in `<html lang>` and it stays for the life of the document (texts/language.ts reads it; another language is another
 * page load). A Hindi page registers the Hindi texts before hydrating, so its first render matches the server's; an
 * English page loads none of them. Should the chunk fail to load, the page still hydrates (in English). A Hindi page
 * also adds its Devanagari faces (`lib/hindi-faces.ts`, decision 080).
 */
const hydrate = () =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });

if (document.documentElement.lang === 'hi') {
  // The Devanagari faces: what fails leaves the page in the system's fonts.
  void import('./lib/hindi-faces').then(({ addHindiFaces }) => addHindiFaces()).catch(() => undefined);
  void import('../shared/texts/hi/register').then(hydrate, hydrate);
} else hydrate();

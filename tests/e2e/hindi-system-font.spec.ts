import { expect, test } from '@playwright/test';
import { DEVANAGARI_FONT, fontconfigWithDevanagari, fontRequests } from './fixtures/fonts';
import { gotoHydrated } from './fixtures/shop';

// A phone has its own Devanagari font, which the page's font list names before ours: its Hindi is drawn in it from
// the first frame, so the client adds no face of ours (adding one lays out the whole page again) and fetches no file.
test.use({
  launchOptions: [
    async ({ launchOptions }, use) => {
      const fontconfig = fontconfigWithDevanagari();
      await use({ ...launchOptions, env: { ...process.env, FONTCONFIG_FILE: fontconfig.file } });
      fontconfig.remove();
    },
    { scope: 'worker' },
  ],
});

test('a Hindi page is drawn in it and gets no faces of ours', async ({ page }) => {
  await page.addInitScript(() => {
    // Each face the page loads, and how it ended: the client's probe of the system's copies among them.
    const loads: { family: string; status?: string }[] = [];
    (window as { faceLoads?: typeof loads }).faceLoads = loads;
    const load = FontFace.prototype.load;
    FontFace.prototype.load = function (this: FontFace) {
      const entry: { family: string; status?: string } = { family: this.family.replace(/^"|"$/g, '') };
      loads.push(entry);
      return load.call(this).then(
        (face) => ((entry.status = 'loaded'), face),
        (error: unknown) => {
          entry.status = 'error';
          throw error;
        },
      );
    };
  });
  const fonts = fontRequests(page);
  await gotoHydrated(page, '/hi');
  const faceLoads = () =>
    page.evaluate(() => (window as { faceLoads?: { family: string; status?: string }[] }).faceLoads ?? []);
  // The client's first load, its probe of the system's copies, settles; a face it went on to load would follow at once.
  await expect.poll(async () => (await faceLoads()).some((load) => load.status)).toBe(true);
  const [probe, ...more] = await faceLoads();
  expect(more, 'faces loaded after the probe').toEqual([]);
  expect(probe!.status, 'the system copy found').toBe('loaded');
  expect(probe!.family).not.toBe('Kirana Devanagari');
  expect(await page.evaluate(() => [...document.fonts].map((face) => face.family).join())).not.toMatch(/Devanagari/);
  expect(fonts.filter((url) => DEVANAGARI_FONT.test(url))).toEqual([]);

  // The banner's heading is drawn in the system's Noto Sans Devanagari, every letter.
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'main h2' });
  await cdp.send('CSS.enable');
  const { fonts: used } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  expect(used.map((font) => font.familyName)).toContain('Noto Sans Devanagari');
  expect(used.filter((font) => !/Noto Sans Devanagari|Liberation Sans|Arial/.test(font.familyName))).toEqual([]);
});

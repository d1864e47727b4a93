import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#src/db/schema/index';
import { call, registerShopper, uniqueEmail } from '#src/test/accounts';
import { smtpStandInForFile } from '#src/test/smtp';
import { testAppForFile } from '#src/test/test-app';

/**
 * The account's language (issue 33, docs/decisions/066): sign-up keeps the page's language, the switch saves it
 * while signed in, a sign-in hands it back as the `lang` cookie, and the code mails are written in it.
 */
const smtp = smtpStandInForFile();
const t = testAppForFile(() => ({ template: 'empty', env: { SMTP_URL: smtp.url, SHOP_NAME: 'Kirana' } }));

const HINDI = { cookie: 'lang=hi' };
const DEVANAGARI = /[\u0900-\u097F]/;
const valid = () => ({ name: 'Asha Rao', email: uniqueEmail(), phone: '9876543210', password: 'long enough pw' });
const languageOf = async (email: string) =>
  (await t.db.select({ language: users.language }).from(users).where(eq(users.email, email)))[0]?.language;
const langCookie = (headers: Record<string, unknown>) =>
  ([headers['set-cookie']].flat().filter(Boolean) as string[]).find((cookie) => cookie.startsWith('lang='));

describe('sign-up keeps the page’s language, and its code mail is written in it', () => {
  it('a Hindi sign-up (cookie lang=hi): users.language is hi, the code mail is in Hindi, the answer too', async () => {
    const body = valid();
    const answer = await call(t.app, 'POST', '/api/user/signup', body, HINDI);
    expect(answer.status).toBe(201);
    expect(answer.body['msg']).toBe('बस हो गया: अपना पता पक्का करने के लिए ईमेल में आया 6 अंकों का कोड देखें।');
    expect(await languageOf(body.email)).toBe('hi');
    const mail = await smtp.waitFor(body.email);
    expect(mail.subject).toBe('आपका Kirana पुष्टि कोड');
    expect(mail.text).toContain('नमस्ते,');
    expect(mail.text).toContain('यह कोड 10 मिनट तक मान्य है');
    expect(mail.text).toMatch(/\b\d{6}\b/);
    expect(mail.html).toContain('<html lang="hi">');
  });

  it('an English sign-up: users.language is en, the code mail is in English', async () => {
    const body = valid();
    expect((await call(t.app, 'POST', '/api/user/signup', body)).status).toBe(201);
    expect(await languageOf(body.email)).toBe('en');
    const mail = await smtp.waitFor(body.email);
    expect(mail.subject).toBe('Your Kirana verification code');
    expect(mail.text).not.toMatch(DEVANAGARI);
    expect(mail.html).toContain('<html lang="en">');
  });

  it('the form’s language (a /hi page reached by a link, no cookie yet) wins; a language of neither kind is refused', async () => {
    const body = { ...valid(), language: 'hi' };
    expect((await call(t.app, 'POST', '/api/user/signup', body)).status).toBe(201);
    expect(await languageOf(body.email)).toBe('hi');
    expect((await smtp.waitFor(body.email)).subject).toBe('आपका Kirana पुष्टि कोड');
    const english = { ...valid(), language: 'en' };
    expect((await call(t.app, 'POST', '/api/user/signup', english, HINDI)).status).toBe(201);
    expect(await languageOf(english.email)).toBe('en');
    const bad = { ...valid(), language: 'fr' };
    expect((await call(t.app, 'POST', '/api/user/signup', bad)).status).toBe(400);
    expect(await languageOf(bad.email)).toBeUndefined();
  });

  it('a reset code asked for from an English page still comes in the account’s Hindi', async () => {
    const body = valid();
    await call(t.app, 'POST', '/api/user/signup', body, HINDI);
    await smtp.codeFor(body.email);
    const answer = await call(t.app, 'POST', '/api/user/forgotPassword', { email: body.email });
    expect(answer.status).toBe(200);
    expect(answer.body['msg']).toBe('If an account exists for this email, we sent a code to reset the password.');
    const mail = await smtp.waitFor(body.email, (m) => m.subject === 'आपका Kirana पासवर्ड रीसेट कोड');
    expect(mail.text).toContain('नया पासवर्ड चुनने के लिए यह कोड डालें');
  });

  it('the “someone tried” warning is in the owner’s language, not the requester’s', async () => {
    const owner = valid();
    await call(t.app, 'POST', '/api/user/signup', owner);
    await smtp.codeFor(owner.email);
    await call(t.app, 'POST', '/api/user/signup', { ...valid(), email: owner.email }, HINDI);
    const warning = await smtp.waitFor(owner.email, (m) => m.subject.startsWith('Someone tried'));
    expect(warning.text).not.toMatch(DEVANAGARI);
  });
});

describe('PUT /api/user/language: the switch saves the choice while signed in', () => {
  it('saves hi on the account (answered in Hindi); the next sign-in sets the lang cookie to it', async () => {
    const shopper = await registerShopper(t.app, smtp);
    expect(await languageOf(shopper.email)).toBe('en');
    const saved = await call(t.app, 'PUT', '/api/user/language', { language: 'hi' }, shopper.headers);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      success: true,
      language: 'hi',
      message: 'आपकी भाषा सेव हो गई है: आपके ईमेल अब इसी भाषा में आएँगे।',
    });
    expect(await languageOf(shopper.email)).toBe('hi');

    // A new browser (no cookie): the sign-in's answer brings the language with it.
    const signIn = await call(t.app, 'POST', '/api/user/signin', {
      email: shopper.email,
      password: shopper.password,
    });
    expect(signIn.status).toBe(200);
    expect(langCookie(signIn.headers)).toMatch(/^lang=hi; Path=\/; Max-Age=31536000; SameSite=Lax/);

    // Back to English: saved, and the next sign-in says so.
    expect((await call(t.app, 'PUT', '/api/user/language', { language: 'en' }, shopper.headers)).status).toBe(200);
    expect(await languageOf(shopper.email)).toBe('en');
    const again = await call(t.app, 'POST', '/api/user/signin', { email: shopper.email, password: shopper.password });
    expect(langCookie(again.headers)).toMatch(/^lang=en;/);
  });

  it('refuses anything but en or hi with 400 and a clear message, and a guest with 401', async () => {
    const shopper = await registerShopper(t.app, smtp);
    for (const language of ['fr', 'HI', '', 'english']) {
      const answer = await call(t.app, 'PUT', '/api/user/language', { language }, shopper.headers);
      expect(answer.status, language).toBe(400);
      expect(answer.body['message']).toBe('Choose English (en) or Hindi (hi) as your language.');
    }
    const hindi = await call(t.app, 'PUT', '/api/user/language', { language: 'xx' }, { ...shopper.headers, ...HINDI });
    expect(hindi.body['message']).toBe('अपनी भाषा के लिए अंग्रेज़ी (en) या हिन्दी (hi) चुनें।');
    expect((await call(t.app, 'PUT', '/api/user/language', { language: 7 }, shopper.headers)).status).toBe(400);
    expect((await call(t.app, 'PUT', '/api/user/language', {}, shopper.headers)).status).toBe(400);
    expect(await languageOf(shopper.email)).toBe('en');
    expect((await call(t.app, 'PUT', '/api/user/language', { language: 'hi' })).status).toBe(401);
  });

  it('an account that never chose (null) gets no lang cookie at sign-in', async () => {
    const shopper = await registerShopper(t.app, smtp);
    await t.db.update(users).set({ language: null }).where(eq(users.email, shopper.email));
    const signIn = await call(t.app, 'POST', '/api/user/signin', { email: shopper.email, password: shopper.password });
    expect(signIn.status).toBe(200);
    expect(langCookie(signIn.headers)).toBeUndefined();
  });
});

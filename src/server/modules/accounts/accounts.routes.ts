import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZChangePasswordAnswer,
  ZChangePasswordBody,
  ZEmailBody,
  ZForgotAnswer,
  ZGoogleAnswer,
  ZGoogleBody,
  ZGoogleConfig,
  ZResetBody,
  ZSignInAnswer,
  ZSignInBody,
  ZSignUpAnswer,
  ZSignUpBody,
  ZStatusMessageAnswer,
  ZSuccessAnswer,
  ZUpdateUserBody,
  ZUser,
  ZUserIdParams,
  ZVerifyAnswer,
  ZVerifyBody,
} from '#src/contracts/accounts';
import { errorResponses, ZErrorBody, ZIdParams } from '#src/contracts/common';
import { authenticate, userOf } from '#src/server/plugins/auth';
import { limitByIp } from '#src/server/plugins/rate-limit';
import { signIn, signUp } from './accounts.service';
import { signInWithGoogle } from './google.service';
import { changePassword, getProfile, updateProfile } from './profile.service';
import { LIMITS } from './rate-limits';
import { forgotPassword, resendCode, resendCodeForUser, resetPassword, verifyCode } from './verification.service';

const tags = ['accounts'];
const bearer = [{ bearer: [] }];

/** `/api/user/*`: thin handlers; the rules live in the services. */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/signup',
    {
      preHandler: limitByIp(LIMITS.signUpPerIp),
      schema: {
        tags,
        summary: 'Create an unverified account and e-mail a code',
        body: ZSignUpBody,
        response: { 201: ZSignUpAnswer, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await signUp(app, request.body, reply)),
  );

  app.post(
    '/user/signin',
    {
      preHandler: limitByIp(LIMITS.signInPerIp),
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: ZSignInBody,
        response: { 200: ZSignInAnswer, ...errorResponses },
      },
    },
    async (request, reply) => signIn(app, request.body, reply),
  );

  app.get(
    '/user/authWithGoogle/config',
    { schema: { tags, summary: 'Whether Google sign-in is configured', response: { 200: ZGoogleConfig } } },
    async () => ({ enabled: Boolean(app.config.GOOGLE_CLIENT_ID), clientId: app.config.GOOGLE_CLIENT_ID ?? null }),
  );

  app.post(
    '/user/authWithGoogle',
    {
      preHandler: limitByIp(LIMITS.signInPerIp),
      schema: {
        tags,
        summary: 'Sign in (or sign up) with a Google ID token in `credential`',
        body: ZGoogleBody,
        response: { 200: ZGoogleAnswer, ...errorResponses, 503: ZErrorBody },
      },
    },
    async (request) => signInWithGoogle(app, request.body.credential),
  );

  app.post(
    '/user/verifyAccount/resendOtp',
    {
      preHandler: limitByIp(LIMITS.codeSendPerIp),
      schema: {
        tags,
        summary: 'E-mail a fresh code (same answer for unknown e-mails)',
        body: ZEmailBody,
        response: { 200: ZSuccessAnswer, ...errorResponses },
      },
    },
    async (request, reply) => resendCode(app, request.body.email, reply),
  );

  app.get(
    '/user/resendotp',
    {
      preHandler: [limitByIp(LIMITS.codeSendPerIp), authenticate],
      schema: {
        tags,
        summary: 'E-mail the signed-in user a fresh verification code',
        security: bearer,
        response: { 200: ZSuccessAnswer, ...errorResponses },
      },
    },
    async (request, reply) => resendCodeForUser(app, userOf(request), reply),
  );

  app.post(
    '/user/verifyemail',
    {
      preHandler: limitByIp(LIMITS.codeCheckPerIp),
      schema: {
        tags,
        summary: 'Check a code; a reset code answers a resetToken',
        body: ZVerifyBody,
        response: { 200: ZVerifyAnswer, ...errorResponses },
      },
    },
    async (request, reply) => verifyCode(app, request.body, reply),
  );

  app.put(
    '/user/verifyAccount/emailVerify/:userId',
    {
      preHandler: limitByIp(LIMITS.codeCheckPerIp),
      schema: {
        tags,
        summary: 'Check a code for the given account',
        params: ZUserIdParams,
        body: ZVerifyBody,
        response: { 200: ZVerifyAnswer, ...errorResponses },
      },
    },
    async (request, reply) => verifyCode(app, { ...request.body, userId: request.params.userId }, reply),
  );

  app.post(
    '/user/forgotPassword',
    {
      preHandler: limitByIp(LIMITS.codeSendPerIp),
      schema: {
        tags,
        summary: 'E-mail a password reset code (same answer for unknown e-mails)',
        body: ZEmailBody,
        response: { 200: ZForgotAnswer, ...errorResponses },
      },
    },
    async (request, reply) => forgotPassword(app, request.body.email, reply),
  );

  app.post(
    '/user/forgotPassword/changePassword',
    {
      preHandler: limitByIp(LIMITS.resetPerIp),
      schema: {
        tags,
        summary: 'Set a new password with the resetToken from verifyemail',
        body: ZResetBody,
        response: { 200: ZStatusMessageAnswer, ...errorResponses },
      },
    },
    async (request) => resetPassword(app, request.body),
  );

  app.put(
    '/user/changePassword/:id',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Change the own password (needs the current one)',
        security: bearer,
        params: ZIdParams,
        body: ZChangePasswordBody,
        response: { 200: ZChangePasswordAnswer, ...errorResponses },
      },
    },
    async (request, reply) => changePassword(app, userOf(request), request.params.id, request.body, reply),
  );

  app.get(
    '/user/:id',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'The own profile',
        security: bearer,
        params: ZIdParams,
        response: { 200: ZUser, ...errorResponses },
      },
    },
    async (request) => getProfile(app, userOf(request), request.params.id),
  );

  app.put(
    '/user/:id',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Change the own name, phone and images',
        security: bearer,
        params: ZIdParams,
        body: ZUpdateUserBody,
        response: { 200: ZUser, ...errorResponses },
      },
    },
    async (request) => updateProfile(app, userOf(request), request.params.id, request.body),
  );
};

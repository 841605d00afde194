import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CODE_RESEND_SECONDS, OTP_VALID_MINUTES, REMEMBER_ME_DAYS, ROLES } from "../../../common/auth-limits.ts";
import { authMessages as m } from "../../../common/auth-messages.ts";
import {
  forgotPasswordInput,
  languageField,
  loginInput,
  registerInput,
  resetPasswordInput,
  sendOtpInput,
  userDetailsRecord,
} from "../../../common/auth-schemas.ts";
import { propertyRecord } from "../../../common/catalogue-schemas.ts";
import { LANGUAGES } from "../../../common/language.ts";
import { requestLanguage } from "../../platform/language.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import type { Services } from "../../services.ts";
import { currentUser, requireUser } from "./require-user.ts";
import type { Account } from "./service.ts";
import { sessionToken, TOKEN_COOKIE, tokenCookieOptions } from "./session-cookie.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";

const accountSummary = z.object({ name: z.string(), email: z.string(), role: z.enum(ROLES) });
const summary = (user: Account) => ({ name: user.name, email: user.email, role: user.role });

/**
 * The language of a sign-up request: the body's `language` when it names one, else the request's own (`?lng=`, the
 * `lng` cookie the site's pages keep, which the browser sends with their API calls, then Accept-Language).
 */
const signUpLanguage = (request: FastifyRequest, chosen: Account["language"] | undefined) =>
  chosen ?? requestLanguage(request);

/**
 * Accounts (login, sign-up's OTP and registration, the user's details and villa) and the
 * session endpoints around them. Handlers parse, call the auth service and shape the answer.
 */
export const authRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { auth, config } = services;

  noStoreAnswers(app);

  const cookieOptions = (request: FastifyRequest, maxAgeSeconds?: number) =>
    tokenCookieOptions({ production: config.production, https: request.protocol === "https", maxAgeSeconds });
  const clearTokenCookie = (request: FastifyRequest, reply: FastifyReply) =>
    reply.clearCookie(TOKEN_COOKIE, cookieOptions(request));

  app.post(
    "/auth/send-otp",
    {
      schema: {
        tags: ["auth"],
        summary: "Send OTP: e-mails a 4-digit sign-up code",
        description: `The code is valid ${OTP_VALID_MINUTES} minutes; a new one at most once every ${CODE_RESEND_SECONDS} seconds per address (429). 409 when the e-mail already has an account. The mail is in \`language\` ("en" or "hi") when given, else in the request's language (\`?lng=\`, the \`lng\` cookie, Accept-Language; English otherwise).`,
        body: sendOtpInput,
        response: {
          200: envelope(z.object({ email: z.string(), expiresAt: z.string(), resendAfterSeconds: z.number().int() })),
          400: errorEnvelope,
          409: errorEnvelope,
          429: errorEnvelope,
          502: errorEnvelope,
        },
      },
    },
    async (request) => {
      const sent = await auth.sendRegistrationOtp({
        email: request.body.email,
        ip: request.ip,
        language: signUpLanguage(request, request.body.language),
      });
      return ok(
        { email: sent.email, expiresAt: sent.expiresAt.toISOString(), resendAfterSeconds: CODE_RESEND_SECONDS },
        m.otpSent,
      );
    },
  );

  app.post(
    "/auth/register",
    {
      schema: {
        tags: ["auth"],
        summary: "Register: creates the account with the e-mailed OTP",
        description:
          'Password of at least 8 characters. A wrong OTP counts one of 5 tries; then the code is void. The account\'s language (its mails) is `language` ("en" or "hi") when given, else the request\'s language, as for Send OTP.',
        body: registerInput,
        response: { 201: envelope(accountSummary), 400: errorEnvelope, 409: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request, reply) => {
      const user = await auth.registerAccount({
        ...request.body,
        ip: request.ip,
        language: signUpLanguage(request, request.body.language),
      });
      return reply.code(201).send(ok(summary(user), m.registered, 201));
    },
  );

  app.post(
    "/auth/login",
    {
      schema: {
        tags: ["auth"],
        summary: "Login: opens a session",
        description: `Answers data.token and sets the \`token\` cookie (${REMEMBER_ME_DAYS} days with remember, else a browser-session cookie). The same token works as Authorization: Bearer.`,
        body: loginInput,
        response: {
          200: envelope(z.object({ token: z.string(), expiresAt: z.string(), user: accountSummary })),
          400: errorEnvelope,
          401: errorEnvelope,
          429: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const { email, password, remember } = request.body;
      const session = await auth.signIn({
        email,
        password,
        remember,
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      });
      reply.setCookie(
        TOKEN_COOKIE,
        session.token,
        cookieOptions(request, remember ? REMEMBER_ME_DAYS * 86_400 : undefined),
      );
      return ok(
        { token: session.token, expiresAt: session.expiresAt.toISOString(), user: summary(session.user) },
        m.loginSuccessful,
      );
    },
  );

  app.get(
    "/auth/user-details",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["auth"],
        summary: "User details: the signed-in member's name, e-mail, role and the four application flags",
        response: { 200: envelope(userDetailsRecord), 401: errorEnvelope },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return ok(
        {
          name: user.name,
          email: user.email,
          role: user.role,
          is_kyc_done: user.isKycDone,
          is_family_details_done: user.isFamilyDetailsDone,
          is_payment_done: user.isPaymentDone,
          is_terms_agreed: user.isTermsAgreed,
          language: user.language,
        },
        m.userDetails,
      );
    },
  );

  app.put(
    "/auth/language",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["auth"],
        summary: "Language: sets the language the signed-in member reads the club in (their e-mails)",
        description: `\`language\` is one of ${LANGUAGES.map((l) => `"${l}"`).join(", ")}; anything else answers 400. A page opened with \`?lng=\` by a signed-in member sets it too (the site's language switch).`,
        body: z.object({ language: languageField }),
        response: { 200: envelope(z.object({ language: z.enum(LANGUAGES) })), 400: errorEnvelope, 401: errorEnvelope },
      },
    },
    async (request) => {
      const language = await auth.setLanguage(currentUser(request).id, request.body.language);
      return ok({ language }, m.languageSaved);
    },
  );

  app.post(
    "/auth/logout",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign out: revokes the session of the token and clears the cookie",
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      const token = sessionToken(request.headers);
      if (token) {
        const current = await auth.authenticate(token).catch(() => null);
        if (current) await auth.signOut(current.session.id);
      }
      clearTokenCookie(request, reply);
      return ok(null, m.signedOut);
    },
  );

  app.post(
    "/auth/forgot-password",
    {
      schema: {
        tags: ["auth"],
        summary: "E-mails a password reset code when the address has an account",
        description: "The same answer whether or not the address has an account. The code is valid 15 minutes.",
        body: forgotPasswordInput,
        response: { 200: envelope(z.null()), 400: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request) => {
      await auth.requestPasswordReset({ email: request.body.email, ip: request.ip });
      return ok(null, m.resetRequested);
    },
  );

  app.post(
    "/auth/reset-password",
    {
      schema: {
        tags: ["auth"],
        summary: "Sets a new password with the e-mailed code; every session of the member is signed out",
        body: resetPasswordInput,
        response: { 200: envelope(z.null()), 400: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request, reply) => {
      await auth.resetPassword({ ...request.body, ip: request.ip });
      clearTokenCookie(request, reply);
      return ok(null, m.passwordChanged);
    },
  );

  app.get(
    "/auth/session",
    {
      schema: {
        tags: ["auth"],
        summary: "Whether the request carries a valid session (the side menu asks; the cookie is HttpOnly)",
        response: { 200: envelope(z.object({ signedIn: z.boolean() })) },
      },
    },
    async (request, reply) => {
      const token = sessionToken(request.headers);
      const current = token ? await auth.authenticate(token).catch(() => null) : null;
      // a cookie whose session has ended is of no further use
      if (token && !current && request.cookies[TOKEN_COOKIE]) clearTokenCookie(request, reply);
      return ok({ signedIn: current !== null }, m.sessionState);
    },
  );

  app.get(
    "/property/getPropertyDetailsByUserId",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["auth"],
        summary: "Property by user: the signed-in member's properties (the first one's _id leads to its application)",
        response: { 200: envelope(z.array(propertyRecord)), 401: errorEnvelope },
      },
    },
    async (request) => ok(await auth.listMemberProperties(currentUser(request).id), m.memberProperties),
  );
};

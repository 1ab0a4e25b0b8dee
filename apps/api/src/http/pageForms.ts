// The forms of pre-rendered pages (sign-in, sign-up and its code, contact, forgot password), taken by the server when the browser posts them itself:
// before the app runs (the page painted, its code still on its way) or without JavaScript. Each does what the
// app would, through the API's own route (its validation, limits and cookies), then redirects (spec decision 88).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BASE_PATH } from '../contract/contract';
import { XSRF_COOKIE, XSRF_HEADER } from './cookies';
import { POSTED_VALUES_COOKIE, POSTED_VALUES_SECONDS, postedValuesCookie } from './postedValues';
import { originOf, type PageAddress, type SitePages } from './site';

/** A form's fields are short: anything longer is no visitor's. */
const FORM_BODY_LIMIT = 4096;
/**
 * The address a sign-up posted by the browser registered, for its verification form: that page is pre-rendered
 * and cannot hold it. Same site only, unreadable by scripts, gone once verified or after an hour.
 */
const PENDING_EMAIL_COOKIE = 'PENDING_EMAIL';
const PENDING_EMAIL_SECONDS = 3600;

type Posted = Record<string, string | undefined>;

/** Each page's cookies but the XSRF one: the call below brings a pair of its own. */
const cookiesWithoutXsrf = (header: string | undefined) =>
  (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(`${XSRF_COOKIE}=`));

/**
 * A form post is the page's own only when the browser says it comes from this origin (it always sends Origin
 * on a POST; Referer as a fallback): another site's page cannot sign a visitor in (login CSRF).
 */
function fromThisSite(request: FastifyRequest, origin: string): boolean {
  const claimed = request.headers.origin ?? request.headers.referer;
  if (typeof claimed !== 'string') return false;
  try {
    return new URL(claimed).origin === origin;
  } catch {
    return false;
  }
}

/** A path in the page's language: its French address when the app's routes have one (`/fr/change-password`). */
function inLanguage(pages: SitePages, page: PageAddress, path: string): string {
  if (page.locale !== 'fr') return path;
  const french = `${pages.manifest.frenchPrefix}${path}`;
  return pages.manifest.appRoutes.includes(french) ? french : path;
}

interface PageForm {
  /** The API route that does what the app's submit does. */
  route: string;
  /** The fields it takes, trimmed as the app trims them or kept as typed (a password). */
  fields: Record<string, 'trim' | 'keep'>;
  /** The route takes them in its query, not as a JSON body. */
  inQuery?: boolean;
  /** Sign-in: the session the API opened is the visitor's (its cookies are passed on). */
  passesCookies: boolean;
  /**
   * The address a sign-up registered, kept for its verification form (a pre-rendered page cannot hold it): the
   * sign-up `keeps` it; a resend `reads` it when no address was posted; the verification `takes` it likewise,
   * and forgets it once verified.
   */
  pendingAddress?: 'keeps' | 'reads' | 'takes';
  /** Boxes of the form (never sent to the API): one ticked is given back ticked with a refusal. */
  boxes?: string[];
  /** Rules on fields the API never sees (a confirmation, a ticked box), checked first: the refusal's code. */
  refuse?: (posted: Posted) => string | undefined;
  /**
   * Other buttons of the same form, by the value of the `intent` field their press posts (ui's `ResendCode`:
   * `resend`): each does what its own API route does.
   */
  intents?: Record<string, PageForm>;
  /** Where the visitor goes once the API has said yes. */
  after: (
    answer: { json: <T>() => T },
    pages: SitePages,
    path: string,
    page: PageAddress,
    fields: Record<string, string>,
  ) => string;
}

const forms: Record<NonNullable<PageAddress['form']>, PageForm> = {
  login: {
    route: '/users/login',
    fields: { email: 'trim', password: 'keep' },
    passesCookies: true,
    after: (answer, pages, _path, page) =>
      answer.json<{ mustChangePassword?: boolean }>().mustChangePassword
        ? inLanguage(pages, page, '/change-password')
        : inLanguage(pages, page, '/dashboard'),
  },
  signup: {
    route: '/users/register',
    fields: { firstName: 'trim', lastName: 'trim', email: 'trim', password: 'keep' },
    passesCookies: false,
    pendingAddress: 'keeps',
    boxes: ['agreedToTerms'],
    refuse: (posted) => {
      if ((posted.password ?? '') !== (posted.confirmPassword ?? '')) return 'PASSWORDS_DIFFER';
      // A ticked box posts its value ("on"); an unticked one posts nothing.
      if (posted.agreedToTerms !== 'on') return 'TERMS_NOT_ACCEPTED';
      return undefined;
    },
    // With the address, as after a provider's sign-up: the app, if it runs there, keeps it for the form.
    after: (_answer, pages, _path, page, fields) =>
      `${inLanguage(pages, page, '/verify')}?${new URLSearchParams({ email: fields.email! }).toString()}`,
  },
  verify: {
    route: '/users/verify',
    fields: { email: 'trim', code: 'trim' },
    pendingAddress: 'takes',
    passesCookies: true,
    after: (_answer, pages, _path, page) => inLanguage(pages, page, '/dashboard'),
    intents: {
      resend: {
        route: '/users/resend-verification-code',
        fields: { email: 'trim' },
        pendingAddress: 'reads',
        passesCookies: false,
        after: (_answer, _pages, path) => `${path}?resent=1`,
      },
    },
  },
  contact: {
    route: '/contact',
    fields: { name: 'trim', email: 'trim', subject: 'trim', message: 'trim' },
    passesCookies: false,
    after: (_answer, _pages, path) => `${path}?sent=1`,
  },
  forgotPassword: {
    route: '/users/forgot-password',
    fields: { email: 'trim' },
    inQuery: true,
    passesCookies: false,
    after: (_answer, _pages, path) => `${path}?sent=1`,
  },
};

/** A form post: the API's route with the fields, then the next page, or the page again with the refusal. */
async function take(
  server: FastifyInstance,
  form: PageForm,
  pages: SitePages,
  path: string,
  page: PageAddress,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const body = (request.body ?? {}) as Posted;
  const intent = body.intent ? form.intents?.[body.intent] : undefined;
  if (intent) return take(server, intent, pages, path, page, request, reply);
  const posted =
    form.pendingAddress === 'takes' || form.pendingAddress === 'reads'
      ? { ...body, email: body.email || request.cookies[PENDING_EMAIL_COOKIE] }
      : body;
  reply.header('cache-control', 'no-store');
  const ours = { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' } as const;
  /** Back to the page with the refusal, what was typed into its text fields and the boxes ticked (postedValues.ts). */
  const refuse = (code: string) => {
    const typed = Object.entries(form.fields).flatMap(([name, how]) =>
      how === 'trim' && typeof posted[name] === 'string' ? [[name, posted[name]]] : [],
    );
    const ticked = (form.boxes ?? []).flatMap((name) => (posted[name] === 'on' ? [[name, 'on']] : []));
    const kept = postedValuesCookie(path, Object.fromEntries([...typed, ...ticked]));
    if (kept) reply.setCookie(POSTED_VALUES_COOKIE, kept, { ...ours, maxAge: POSTED_VALUES_SECONDS });
    return reply.redirect(`${path}?error=${encodeURIComponent(code)}`, 303);
  };
  const refusedHere = form.refuse?.(posted);
  if (refusedHere) return refuse(refusedHere);
  const fields = Object.fromEntries(
    Object.entries(form.fields).map(([name, how]) => {
      const value = typeof posted[name] === 'string' ? posted[name] : '';
      return [name, how === 'trim' ? value.trim() : value];
    }),
  );
  const xsrf = randomBytes(24).toString('base64url');
  const query = form.inQuery ? `?${new URLSearchParams(fields).toString()}` : '';
  const answer = await server.inject({
    method: 'POST',
    url: `${BASE_PATH}${form.route}${query}`,
    remoteAddress: request.ip,
    headers: {
      ...(!form.inQuery && { 'content-type': 'application/json' }),
      'accept-language': page.locale,
      'user-agent': request.headers['user-agent'] ?? '',
      cookie: [...cookiesWithoutXsrf(request.headers.cookie), `${XSRF_COOKIE}=${xsrf}`].join('; '),
      [XSRF_HEADER]: xsrf,
    },
    ...(!form.inQuery && { payload: JSON.stringify(fields) }),
  });
  if (answer.statusCode >= 200 && answer.statusCode < 300) {
    const setCookie = form.passesCookies ? answer.headers['set-cookie'] : undefined;
    for (const cookie of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      reply.header('set-cookie', cookie);
    }
    if (form.pendingAddress === 'keeps')
      reply.setCookie(PENDING_EMAIL_COOKIE, fields.email!, { ...ours, maxAge: PENDING_EMAIL_SECONDS });
    if (form.pendingAddress === 'takes') reply.clearCookie(PENDING_EMAIL_COOKIE, ours);
    return reply.redirect(form.after(answer, pages, path, page, fields), 303);
  }
  const code = answer.json<{ code?: string }>().code ?? 'UNKNOWN';
  return refuse(page.outcomes?.[`error=${code}`] ? code : 'UNKNOWN');
}

/** A POST route at each address of a page whose form the server takes (the build's manifest says which). */
export async function registerPageForms(
  server: FastifyInstance,
  pages: SitePages,
  siteUrl: string | undefined,
): Promise<void> {
  await server.register(async (scope) => {
    // Form encoding, here only: the API itself takes JSON.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    for (const [path, page] of Object.entries(pages.manifest.pages)) {
      if (!page.form) continue;
      const form = forms[page.form];
      scope.post(path, async (request, reply) => {
        if (!fromThisSite(request, originOf(request, siteUrl)))
          return reply
            .code(403)
            .type('text/plain; charset=utf-8')
            .send('This form was sent from another site.');
        return take(server, form, pages, path, page, request, reply);
      });
    }
  });
}

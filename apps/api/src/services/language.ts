// The language content is served in: a `lang` query parameter wins, else the Accept-Language header
// (the best-weighted French or English range), else English. Only what the seed translates changes with it;
// every text without a translation falls back to its English, field by field.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const LANGUAGES = ['en', 'fr'] as const;
export type Lang = (typeof LANGUAGES)[number];

function asLang(tag: string): Lang | null {
  const primary = tag.trim().toLowerCase().split('-')[0];
  return primary === 'fr' ? 'fr' : primary === 'en' ? 'en' : null;
}

/** `fr-CA,fr;q=0.9,en;q=0.8` → fr; `de,en;q=0.5` → en; `de` or nothing → en. */
export function languageFromHeader(header: string | undefined): Lang {
  if (!header) return 'en';
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { lang: asLang(tag), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.lang !== null && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranges[0]?.lang ?? 'en';
}

/** The language a request asks for: `lang`, else Accept-Language (the site sends its UI language), else en. */
export function requestedLanguage(request: FastifyRequest): Lang {
  const asked = (request.query as { lang?: unknown } | undefined)?.lang;
  if (asked === 'en' || asked === 'fr') return asked;
  const header = request.headers['accept-language'];
  return languageFromHeader(Array.isArray(header) ? header.join(',') : header);
}

/** The language of a content response, which says so (Content-Language) and that caches must key on it (Vary). */
export function contentLanguage(request: FastifyRequest, reply: FastifyReply): Lang {
  const lang = requestedLanguage(request);
  reply.header('content-language', lang);
  reply.header('vary', 'accept-language');
  return lang;
}

/** One text in `lang`: its French when there is one, else the English. */
export function inLanguage(lang: Lang, english: string, french: string | null | undefined): string {
  return lang === 'fr' && french ? french : english;
}

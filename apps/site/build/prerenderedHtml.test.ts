import { SERVER_STYLE_ID } from '@elearning/ui';
import { htmlOfVariant } from './prerenderedHtml';

const template = `<!doctype html>
<html lang="en">
  <head>
    <title>Kafka Learning</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('htmlOfVariant', () => {
  const page = {
    html: '<h1>Connexion</h1>',
    css: '.x{color:red}',
    title: 'Connexion — Kafka <Learning>',
    locale: 'fr',
    appearance: 'dark',
    preloads: ['/assets/login-abc.js'],
  };

  it('says the language, theme and variant on <html>, with the dark page colour', () => {
    expect(htmlOfVariant(template, page)).toContain(
      '<html lang="fr" class="dark" style="color-scheme: dark; background-color: var(--color-background)" data-prerendered="fr dark">',
    );
    expect(htmlOfVariant(template, { ...page, appearance: 'light' })).toContain(
      '<html lang="fr" class="light" style="color-scheme: light" data-prerendered="fr light">',
    );
  });

  it('puts the escaped title, the styles, the preloads and the markup in place', () => {
    const html = htmlOfVariant(template, page);
    expect(html).toContain('<title>Connexion — Kafka &lt;Learning&gt;</title>');
    // The id after which the ui adds its rules in the browser.
    expect(html).toContain(`<style id="${SERVER_STYLE_ID}">.x{color:red}</style>`);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/login-abc.js">');
    expect(html).toContain('<div id="root"><h1>Connexion</h1></div>');
  });

  it('cannot let the CSS close its style element', () => {
    expect(htmlOfVariant(template, { ...page, css: '.a{}</style><script>x()</script>' })).not.toContain(
      '</style><script>',
    );
  });

  it('inlines the critical rules where the stylesheet was and loads the stylesheet without blocking', () => {
    const linked = template.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>\n' +
        '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">\n  </head>',
    );
    const html = htmlOfVariant(linked, { ...page, criticalCss: '.rt-Card{padding:0}' });
    expect(html).toContain(
      [
        '<style id="critical-css">.rt-Card{padding:0}</style>',
        '<noscript><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></noscript>',
      ].join('\n    '),
    );
    // Fetched (preloaded) and applied once the page has painted (the template: see below).
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/index-abc.css">');
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-abc.css" media="print" data-deferred-style>',
    );
    // After the ui's rules, as the stylesheet was: the cascade keeps its order.
    expect(html.indexOf('id="critical-css"')).toBeGreaterThan(html.indexOf(`id="${SERVER_STYLE_ID}"`));
    // No inline script nor event handler: the CSP allows none.
    expect(html).not.toMatch(/<script>|onload=/);
    // The shell (no critical rules) keeps the blocking stylesheet.
    const shell = htmlOfVariant(linked, page);
    expect(shell).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">\n');
    expect(shell).not.toMatch(/critical-css|media="print"/);
  });

  it('keeps the scripts and the stylesheet of a page in a template until it has painted, not on the shell', () => {
    const built = template.replace(
      '</head>',
      [
        '<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin />',
        '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
        '<link rel="modulepreload" crossorigin href="/assets/flex-abc.js">',
        '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
        '</head>',
      ].join('\n'),
    );
    const html = htmlOfVariant(built, { ...page, criticalCss: '.rt-Card{padding:0}' });
    const later = /<template id="after-first-paint">([^]*?)<\/template>/.exec(html)?.[1] ?? '';
    expect(later.trim().split(/\n\s*/)).toEqual([
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/flex-abc.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/index-abc.css">',
      '<link rel="stylesheet" crossorigin href="/assets/index-abc.css" media="print" data-deferred-style>',
      '<link rel="modulepreload" crossorigin href="/assets/login-abc.js">',
    ]);
    // Outside the template, only what the first paint needs: the main landmark parsed whole, the text face, the
    // inline rules, and the stylesheet for a visitor without JavaScript.
    const outside = html.replace(later, '');
    expect(outside.match(/<(script|link)\b[^>]*>/g)).toEqual([
      '<link rel="expect" href="#main-content" blocking="render">',
      '<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin />',
      '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
    ]);
    expect(outside).toContain('<noscript><link rel="stylesheet"');
    expect(outside).toContain('<style id="critical-css">');
    // The shell is drawn by the app: its page waits for the scripts.
    const shell = htmlOfVariant(built, page);
    expect(shell).not.toContain('<template');
    expect(shell).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it('holds a signed-in page’s scripts until its first paint, which its stylesheet blocks', () => {
    const built = template.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/index.css">\n</head>',
    );
    const html = htmlOfVariant(built, { ...page, role: 'signed-in' });
    expect(html).toContain('data-prerendered="fr dark signed-in">');
    const later = /<template id="after-first-paint">([^]*?)<\/template>/.exec(html)?.[1] ?? '';
    expect(later.trim().split(/\n\s*/)).toEqual([
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/login-abc.js">',
    ]);
    expect(html.replace(later, '').match(/<(script|link)\b[^>]*>/g)).toEqual([
      '<link rel="expect" href="#main-content" blocking="render">',
      '<link rel="stylesheet" crossorigin href="/assets/index.css">',
    ]);
  });

  it('fails on a template it does not recognise', () => {
    expect(() => htmlOfVariant(template.replace('<div id="root"></div>', ''), page)).toThrow(
      'index.html has no',
    );
  });

  it('gives a signed-in page’s shell its scripts at low priority', () => {
    const withScripts = template.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/index.css">\n</head>',
    );
    const html = htmlOfVariant(withScripts, {
      ...page,
      role: 'shell',
      criticalCss: '.x{color:red}',
    });
    expect(html).toContain('data-prerendered="fr dark shell">');
    // Its scripts stay in the head at low priority (the page's largest paint needs them), not for after the paint.
    expect(html).not.toContain('<template');
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/index-abc.js" fetchpriority="low"></script>',
    );
    expect(html).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/index.css" fetchpriority="low">',
    );
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index.css" media="print" data-deferred-style>',
    );
  });
});

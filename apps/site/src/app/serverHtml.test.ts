import { describe, expect, it } from 'vitest';
import { fillSignedInTemplate, readServerData, SIGNED_IN_SLOTS, type ServerData } from './serverHtml';

const template = `<!doctype html><html><head><title>${SIGNED_IN_SLOTS.title}</title><style id="ui-styles">${SIGNED_IN_SLOTS.css}</style></head><body><div id="root">${SIGNED_IN_SLOTS.html}</div></body></html>`;
const user = {
  id: 1,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  status: 'ACTIVE',
  mustChangePassword: false,
} as ServerData['user'];

describe('a signed-in page filled in from its template', () => {
  it('puts the render in its slots and the data, readable back, before </body>', () => {
    const data: ServerData = { user, answers: [{ key: ['tests', 'list', true], data: [{ id: 1 }] }] };
    const html = fillSignedInTemplate(template, {
      title: 'Tests & more',
      css: '.a{color:red}',
      html: '<main>cards</main>',
      data,
    });
    expect(html).toContain('<title>Tests &amp; more</title>');
    expect(html).toContain('<style id="ui-styles">.a{color:red}</style>');
    expect(html).toContain('<div id="root"><main>cards</main></div>');
    document.documentElement.innerHTML = new DOMParser().parseFromString(
      html,
      'text/html',
    ).documentElement.innerHTML;
    expect(readServerData()).toEqual(data);
  });

  it('keeps text in the data from closing its script element or the page’s styles', () => {
    const hostile = '</script><script>alert(1)</script>\u2028';
    const html = fillSignedInTemplate(template, {
      title: 't',
      css: '.a::after{content:"</style>"}',
      html: '',
      data: { user: { ...user, firstName: hostile }, answers: [] },
    });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('<style id="ui-styles">.a::after{content:"<\\/style>"}</style>');
    document.documentElement.innerHTML = new DOMParser().parseFromString(
      html,
      'text/html',
    ).documentElement.innerHTML;
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(readServerData()?.user.firstName).toBe(hostile);
  });

  it('refuses a template without its slots, and reads no data where there is none or it is broken', () => {
    expect(() =>
      fillSignedInTemplate('<html></html>', { title: '', css: '', html: '', data: { user, answers: [] } }),
    ).toThrow(/has no/);
    document.documentElement.innerHTML =
      '<body><script type="application/json" id="server-data">{</script></body>';
    expect(readServerData()).toBeUndefined();
    document.documentElement.innerHTML = '<body></body>';
    expect(readServerData()).toBeUndefined();
  });
});

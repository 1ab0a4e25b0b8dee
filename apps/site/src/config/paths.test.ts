import { localeOfAddress, pathIn, pathWithoutLanguage, publicUrlsIn } from './paths';

describe('addresses per language (spec decision 87)', () => {
  it('puts a public page’s French address under /fr, and the home page at /fr', () => {
    expect(pathIn('fr', '/about')).toBe('/fr/about');
    expect(pathIn('fr', '/')).toBe('/fr');
    expect(pathIn('fr', '/privacy#privacy-cookies')).toBe('/fr/privacy#privacy-cookies');
    expect(pathIn('fr', '/login?email=a%40b.c')).toBe('/fr/login?email=a%40b.c');
    expect(pathIn('en', '/fr/about')).toBe('/about');
    expect(pathIn('en', '/fr')).toBe('/');
    expect(pathIn('fr', '/fr/about')).toBe('/fr/about');
  });

  it('leaves a signed-in page, or an unknown one, at its one address', () => {
    expect(pathIn('fr', '/dashboard')).toBe('/dashboard');
    expect(pathIn('fr', '/tests/3')).toBe('/tests/3');
    expect(pathIn('en', '/fr/no-such-page')).toBe('/fr/no-such-page');
  });

  it('reads the language an address carries', () => {
    expect(localeOfAddress('/fr')).toBe('fr');
    expect(localeOfAddress('/fr/')).toBe('fr');
    expect(localeOfAddress('/fr/pricing')).toBe('fr');
    expect(localeOfAddress('/fr/no-such-page')).toBe('fr');
    expect(localeOfAddress('/pricing')).toBe('en');
    expect(localeOfAddress('/pricing/')).toBe('en');
    expect(localeOfAddress('/')).toBe('en');
    expect(localeOfAddress('/dashboard')).toBeUndefined();
    expect(localeOfAddress('/french')).toBeUndefined();
    expect(pathWithoutLanguage('/fr/terms')).toBe('/terms');
  });

  it('gives the public frame its links in one language, the signed-in ones unchanged', () => {
    const french = publicUrlsIn('fr');
    expect(french.home).toBe('/fr');
    expect(french.pricing).toBe('/fr/pricing');
    expect(french.cookies).toBe('/fr/privacy#privacy-cookies');
    expect(french.dashboard).toBe('/dashboard');
  });
});

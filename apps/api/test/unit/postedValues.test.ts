import { describe, expect, it } from 'vitest';
import { postedValuesCookie, postedValuesOf, withPostedValues } from '../../src/http/postedValues';

describe('what a refused form gives back', () => {
  it('writes a message into its text area, escaped, keeping a leading line break', () => {
    const html =
      '<textarea class="rt-TextAreaInput" name="message" placeholder="Tell us"></textarea><textarea name="other"></textarea>';
    expect(withPostedValues(html, { message: '\nHi </textarea><b> & bye' })).toBe(
      '<textarea class="rt-TextAreaInput" name="message" placeholder="Tell us" data-posted="">\n\nHi &lt;/textarea&gt;&lt;b&gt; &amp; bye</textarea><textarea name="other"></textarea>',
    );
  });

  it('leaves passwords and hidden fields as built, whatever the values name; ticks a plain box posted ticked', () => {
    const html =
      '<input type="password" name="password" value=""/><input type="hidden" name="intent" value="x"/>';
    expect(withPostedValues(html, { password: 'secret', intent: 'y' })).toBe(html);
    const box = '<noscript><input type="checkbox" name="agreedToTerms" style="width:16px"/></noscript>';
    expect(withPostedValues(box, { agreedToTerms: 'on' })).toBe(
      '<noscript><input type="checkbox" name="agreedToTerms" style="width:16px" checked=""/></noscript>',
    );
    expect(withPostedValues(box, { agreedToTerms: 'off' })).toBe(box);
  });

  it('ticks a posted Radix box: its button drawn ticked, its native box checked, both marked', () => {
    const box =
      '<button type="button" role="checkbox" aria-checked="false" data-state="unchecked" value="on" data-terms-box="" class="rt-CheckboxRoot"></button><input type="checkbox" aria-hidden="true" tabindex="-1" name="agreedToTerms" value="on"/>';
    expect(withPostedValues(box, { agreedToTerms: 'on' })).toBe(
      '<button type="button" role="checkbox" aria-checked="true" data-state="checked" value="on" data-terms-box="" class="rt-CheckboxRoot" data-posted=""></button><input type="checkbox" aria-hidden="true" tabindex="-1" name="agreedToTerms" value="on" checked="" data-posted=""/>',
    );
    expect(withPostedValues(box, { agreedToTerms: 'yes', firstName: 'Ada' })).toBe(box);
    expect(withPostedValues(box, { other: 'on' })).toBe(box);
  });

  it('keeps nothing when nothing was typed, or too much to fit a cookie', () => {
    expect(postedValuesCookie('/contact', { name: '', email: '' })).toBeUndefined();
    expect(postedValuesCookie('/contact', { message: 'x'.repeat(3000) })).toBeUndefined();
    const kept = postedValuesCookie('/contact', { name: 'Ada', email: '' });
    expect(postedValuesOf(kept)).toEqual({ path: '/contact', values: { name: 'Ada' } });
  });

  it('reads nothing from a cookie that is not one of ours', () => {
    expect(postedValuesOf('{nope')).toBeUndefined();
    expect(postedValuesOf('"text"')).toBeUndefined();
    expect(postedValuesOf('{"path":"/x","values":{"a":1,"b":"kept"}}')).toEqual({
      path: '/x',
      values: { b: 'kept' },
    });
  });
});

import { takeEarlyClicks } from './earlyInput';

afterEach(() => {
  delete window.earlyClicks;
  document.body.innerHTML = '';
});

describe('clicks before the app runs (issue 27)', () => {
  it('stops public/preferences.js noting clicks as hydration starts, then ticks each noted box for real', () => {
    document.body.innerHTML =
      '<button role="checkbox" id="terms"></button><button role="checkbox" id="gone"></button>';
    const terms = document.getElementById('terms')!;
    const gone = document.getElementById('gone')!;
    window.earlyClicks = { boxes: new Set([terms, gone]), closed: false };
    const clicks: string[] = [];
    document.addEventListener('click', (event) => clicks.push((event.target as Element).id));

    const tickAll = takeEarlyClicks();
    expect(window.earlyClicks.closed).toBe(true);
    expect(clicks).toEqual([]);
    gone.remove(); // a page the app rendered afresh: its old nodes are not the app's
    tickAll();
    expect(clicks).toEqual(['terms']);
  });

  it('presses the noted button once, after the boxes: a click, or a pointerdown for a menu button', () => {
    document.body.innerHTML =
      '<button role="checkbox" id="terms"></button><button id="unlock"></button><button id="menu" aria-haspopup="menu"></button>';
    const [terms, unlock, menu] = ['terms', 'unlock', 'menu'].map((id) => document.getElementById(id)!);
    const events: string[] = [];
    for (const type of ['click', 'pointerdown'])
      document.addEventListener(type, (event) => events.push(`${type} ${(event.target as Element).id}`));

    window.earlyClicks = { boxes: new Set([terms!]), pressed: unlock, closed: false };
    takeEarlyClicks()();
    expect(events).toEqual(['click terms', 'click unlock']);

    events.length = 0;
    window.earlyClicks = { boxes: new Set(), pressed: menu, closed: false };
    takeEarlyClicks()();
    expect(events).toEqual(['pointerdown menu']);
  });

  it('presses nothing when nothing was noted', () => {
    document.body.innerHTML = '<button id="unlock"></button>';
    const events: string[] = [];
    document.addEventListener('click', () => events.push('click'));
    window.earlyClicks = { boxes: new Set(), closed: false };
    takeEarlyClicks()();
    expect(events).toEqual([]);
  });
});

import { takeEarlyTicks } from './earlyInput';

afterEach(() => {
  delete window.earlyTicks;
  document.body.innerHTML = '';
});

describe('boxes ticked before the app runs (issue 27)', () => {
  it('stops public/preferences.js noting ticks as hydration starts, then ticks each noted box for real', () => {
    document.body.innerHTML =
      '<button role="checkbox" id="terms"></button><button role="checkbox" id="gone"></button>';
    const terms = document.getElementById('terms')!;
    const gone = document.getElementById('gone')!;
    window.earlyTicks = { boxes: new Set([terms, gone]), closed: false };
    const clicks: string[] = [];
    document.addEventListener('click', (event) => clicks.push((event.target as Element).id));

    const tickAll = takeEarlyTicks();
    expect(window.earlyTicks.closed).toBe(true);
    expect(clicks).toEqual([]);
    gone.remove(); // a page the app rendered afresh: its old nodes are not the app's
    tickAll();
    expect(clicks).toEqual(['terms']);
  });
});

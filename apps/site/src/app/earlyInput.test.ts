import { captureEarlyInput, takeEarlyClicks } from './earlyInput';

afterEach(() => {
  delete window.earlyClicks;
  document.body.innerHTML = '';
});

const noted = (boxes: Element[] = [], pressed?: Element) => ({
  boxes: new Set(boxes),
  pressed,
  hydrating: false,
  closed: false,
});

describe('clicks before the app runs (issue 27)', () => {
  it('marks hydration as started, then, once the app has the page, stops the noting and ticks each noted box', () => {
    document.body.innerHTML =
      '<button role="checkbox" aria-checked="true" id="terms"></button><button role="checkbox" aria-checked="true" id="gone"></button>';
    const terms = document.getElementById('terms')!;
    const gone = document.getElementById('gone')!;
    window.earlyClicks = noted([terms, gone]);
    const clicks: string[] = [];
    document.addEventListener('click', (event) => clicks.push((event.target as Element).id));

    const takeOver = takeEarlyClicks();
    expect(window.earlyClicks).toMatchObject({ hydrating: true, closed: false });
    expect(clicks).toEqual([]);
    gone.remove(); // a page the app rendered afresh: its old nodes are not the app's
    takeOver();
    expect(window.earlyClicks.closed).toBe(true);
    expect(clicks).toEqual(['terms']);
  });

  it('presses the button noted by the time the app has the page (a press React dropped while hydrating counts)', () => {
    document.body.innerHTML =
      '<button role="checkbox" aria-checked="true" id="terms"></button><button id="unlock"></button><button id="start"></button>';
    const [terms, unlock, start] = ['terms', 'unlock', 'start'].map((id) => document.getElementById(id)!);
    const events: string[] = [];
    document.addEventListener('click', (event) => events.push(`click ${(event.target as Element).id}`));

    window.earlyClicks = noted([terms!], unlock);
    const takeOver = takeEarlyClicks();
    window.earlyClicks.pressed = start; // pressed while hydrating, on a part React had not hydrated
    takeOver();
    expect(events).toEqual(['click terms', 'click start']);
  });

  it('opens a menu button with a pointerdown, as Radix does', () => {
    document.body.innerHTML = '<button id="menu" aria-haspopup="menu"></button>';
    const menu = document.getElementById('menu')!;
    const events: string[] = [];
    for (const type of ['click', 'pointerdown'])
      document.addEventListener(type, (event) => events.push(`${type} ${(event.target as Element).id}`));
    window.earlyClicks = noted([], menu);
    takeEarlyClicks()();
    expect(events).toEqual(['pointerdown menu']);
  });

  it('ticks a box the server gave back ticked with a refusal, unless it was unticked before the app ran', () => {
    document.body.innerHTML =
      '<button role="checkbox" aria-checked="true" data-posted="" id="terms"></button>' +
      '<button role="checkbox" aria-checked="false" data-posted="" id="news"></button>' +
      '<button role="checkbox" aria-checked="false" id="plain"></button>';
    const news = document.getElementById('news')!;
    const clicks: string[] = [];
    document.addEventListener('click', (event) => clicks.push((event.target as Element).id));
    // Given back ticked, then clicked once before the app ran (public/preferences.js drew it unticked).
    window.earlyClicks = noted([news]);
    takeEarlyClicks()();
    expect(clicks).toEqual(['terms']);
  });

  it('presses nothing when nothing was noted', () => {
    document.body.innerHTML = '<button id="unlock"></button>';
    const events: string[] = [];
    document.addEventListener('click', () => events.push('click'));
    window.earlyClicks = noted();
    takeEarlyClicks()();
    expect(events).toEqual([]);
  });
});

describe('text in the pre-rendered fields before the app runs', () => {
  /** What the app sees typed: each input event's field and text. */
  const typedBack = () => {
    const seen: string[] = [];
    document.addEventListener('input', (event) => {
      const field = event.target as HTMLInputElement | HTMLTextAreaElement;
      seen.push(`${field.name}=${field.value}`);
    });
    return seen;
  };

  it('gives back text typed before it ran and text the server gave back with a refusal, not what was built in', () => {
    document.body.innerHTML = `<form>
      <input name="firstName" value="Ada" data-posted>
      <textarea name="message" data-posted>Hello</textarea>
      <input name="email" value="">
      <input name="lastName" value="">
      <input name="plan" value="premium">
    </form>`;
    (document.querySelector('[name="email"]') as HTMLInputElement).value = 'ada@example.com';
    const giveBack = captureEarlyInput();
    (document.querySelector('[name="lastName"]') as HTMLInputElement).value = 'Lovelace';
    document.querySelector('[name="lastName"]')!.dispatchEvent(new Event('input', { bubbles: true }));
    const seen = typedBack();
    giveBack();
    expect(seen.sort()).toEqual([
      'email=ada@example.com',
      'firstName=Ada',
      'lastName=Lovelace',
      'message=Hello',
    ]);
  });
});

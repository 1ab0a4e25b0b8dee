/**
 * Keeps what a visitor types or ticks in a pre-rendered form before the app takes it over. Hydration leaves the
 * typed text in the DOM but not in the form's state, so the next render put the empty state back (React's own
 * replay, react#33129, is behind a flag). Text typed before this runs is found by comparing each field with
 * the value it was rendered with, and so is text the server gave back with a refused form (`data-posted`,
 * apps/api/src/http/postedValues.ts); text typed while the app loads is recorded from input events. Once the app
 * runs, every recorded field gets its text back through a real input event, as if typed again. A checkbox (a
 * Radix button) ticked before then, and the last other button pressed, were noted by public/preferences.js
 * (`window.earlyClicks`): they get a real press, and the app's state follows.
 */

declare global {
  interface Window {
    /** What was clicked before the app took the page over (public/preferences.js). */
    earlyClicks?: {
      /** Checkboxes clicked an odd number of times before hydration started. */
      boxes: Set<Element>;
      /** The last other button pressed outside a form, whose click no part of the app took. */
      pressed?: Element;
      /** Hydration has started: React takes the clicks on the parts it has hydrated. */
      hydrating: boolean;
      /** The app has the page: nothing is noted any more. */
      closed: boolean;
    };
  }
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

const textTypes = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'number']);

function isTextField(target: EventTarget | null): target is TextField {
  if (target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && textTypes.has(target.type);
}

/** Which field this is, by form and name: hydration keeps the nodes, but the key does not depend on it. */
function keyOf(field: TextField): string | undefined {
  if (!field.name) return undefined;
  const form = field.form ? Array.from(field.ownerDocument.forms).indexOf(field.form) : -1;
  return `${form}|${field.name}`;
}

function findField(doc: Document, key: string): TextField | undefined {
  return Array.from(doc.querySelectorAll('input, textarea')).find(
    (node): node is TextField => isTextField(node) && keyOf(node) === key,
  );
}

/** Sets a field's text so React sees a change: its tracked value is moved away first. */
function typeInto(field: TextField, text: string) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  const setValue = Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set;
  if (!setValue) return;
  field.value = text === '' ? ' ' : '';
  setValue.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Presses a button as its user would: a Radix menu button opens on pointerdown, not on click. */
function press(button: HTMLElement) {
  if (button.getAttribute('aria-haspopup') !== 'menu') return button.click();
  const Pointer = typeof PointerEvent === 'function' ? PointerEvent : MouseEvent;
  button.dispatchEvent(new Pointer('pointerdown', { bubbles: true, cancelable: true, button: 0 }));
}

/**
 * Called right as hydration starts: public/preferences.js stops showing ticks (React draws them now) but goes on
 * noting a press React drops (one on a part not hydrated yet). The returned function, run once the app has taken
 * the page over, stops the noting, then ticks the boxes ticked before it ran and presses the noted button for
 * real (hydration kept the nodes: the same buttons, now the app's; a box's pre-rendered state was unticked).
 */
export function takeEarlyClicks(): () => void {
  const early = typeof window === 'undefined' ? undefined : window.earlyClicks;
  if (!early) return () => undefined;
  early.hydrating = true;
  // Ticked by then: a box noted (clicked an odd number of times), or one the server gave back ticked with a
  // refusal (`data-posted`, apps/api/src/http/postedValues.ts) and not unticked since. The app drew each unticked.
  const posted = document.querySelectorAll('[role="checkbox"][data-posted]');
  const boxes = [...new Set([...early.boxes, ...posted])].filter(
    (box) => box.getAttribute('aria-checked') === 'true',
  );
  return () => {
    early.closed = true;
    boxes.filter(isStillOnPage).forEach((box) => box.click());
    const pressed = early.pressed;
    if (pressed && isStillOnPage(pressed)) press(pressed);
  };
}

/** A page the app rendered afresh replaced the pre-rendered nodes: those are not the app's. */
function isStillOnPage(node: Element): node is HTMLElement {
  return node.isConnected && node instanceof HTMLElement;
}

/** Starts recording; the returned function gives the recorded text back to the running app (once). */
export function captureEarlyInput(doc: Document = document): () => void {
  const typed = new Map<string, string>();
  const record = (field: TextField) => {
    const key = keyOf(field);
    if (key) typed.set(key, field.value);
  };
  // Typed already, or given back by the server with a refusal (`data-posted`: the app rendered the field empty).
  doc.querySelectorAll('input, textarea').forEach((node) => {
    if (isTextField(node) && (node.value !== node.defaultValue || node.hasAttribute('data-posted')))
      record(node);
  });
  const onInput = (event: Event) => {
    if (isTextField(event.target)) record(event.target);
  };
  doc.addEventListener('input', onInput, true);

  let done = false;
  return () => {
    if (done) return;
    done = true;
    doc.removeEventListener('input', onInput, true);
    typed.forEach((text, key) => {
      const field = findField(doc, key);
      if (field) typeInto(field, text);
    });
  };
}

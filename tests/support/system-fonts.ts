// Finds text that Chromium drew with a font of the machine instead of a face the ui ships. Screenshots of such
// text differ from machine to machine, so the story and route checks fail on it and name the element and font.
import type { Page } from '@playwright/test';

export interface SystemFontUse {
  /** The start of the element's own text. */
  text: string;
  /** The machine fonts Chromium used for some of its glyphs. */
  fonts: string[];
}

interface DomNode {
  nodeId: number;
  nodeType: number;
  nodeName: string;
  nodeValue: string;
  children?: DomNode[];
  contentDocument?: DomNode;
  shadowRoots?: DomNode[];
}

const TEXT_NODE = 3;
const unrendered = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TITLE', 'HEAD']);

function elementsWithText(node: DomNode, found: DomNode[] = []): DomNode[] {
  if (unrendered.has(node.nodeName)) return found;
  if (node.children?.some((child) => child.nodeType === TEXT_NODE && child.nodeValue.trim()))
    found.push(node);
  for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) elementsWithText(child, found);
  if (node.contentDocument) elementsWithText(node.contentDocument, found);
  return found;
}

type CdpSession = Awaited<ReturnType<ReturnType<Page['context']>['newCDPSession']>>;

/**
 * The fonts Chromium drew a node's text with, or undefined when the node has left the page since the document
 * was read (a toast that timed out): what is no longer drawn has nothing to check.
 */
async function platformFonts(cdp: CdpSession, nodeId: number) {
  try {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts;
  } catch (error) {
    // Not `instanceof Error`: under the story runner (jest) Playwright's errors come from another realm.
    const message = (error as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && /Could not find node with given id/.test(message)) return undefined;
    throw error;
  }
}

/** Every element on the page whose own text was drawn, in part, with a system font. */
export async function systemFontUses(page: Page): Promise<SystemFontUse[]> {
  // Web fonts swap in when loaded: until then Chromium draws with a fallback, which is no finding.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
    const uses: SystemFontUse[] = [];
    for (const element of elementsWithText(root)) {
      const fonts = await platformFonts(cdp, element.nodeId);
      if (!fonts) continue;
      const system = fonts.filter((font) => !font.isCustomFont).map((font) => font.familyName);
      if (system.length === 0) continue;
      const text = (element.children ?? [])
        .filter((child) => child.nodeType === TEXT_NODE)
        .map((child) => child.nodeValue)
        .join('')
        .trim()
        .slice(0, 40);
      uses.push({ text: `<${element.nodeName.toLowerCase()}> ${text}`, fonts: system });
    }
    return uses;
  } finally {
    await cdp.detach();
  }
}

export function describeSystemFontUses(uses: SystemFontUse[]): string[] {
  return uses.map((use) => `${use.text} — drawn with ${use.fonts.join(', ')}`);
}

// How far a screenshot may differ from its baseline: one rule for the story and the route screenshots
// (docs/visual-testing.md has the figures and the choice against pinning a browser build).
//
// A patch release of the same Chromium on the same fonts redraws a few edge pixels a shade lighter or darker
// (156.0.8078.79 → .108: 4 pixels of one of 1,107 story shots, each channel off by 1 to 4 of 255), and the same
// browser sometimes draws a few rounded corners a shade apart from run to run (12 pixels past the colour
// threshold in the phone palette sheet, each channel off by 1 or 2 of 255). A real change
// moves or recolours whole shapes. The numbers sit between the two:
// - `threshold` is pixelmatch's per-pixel colour distance (YIQ, 0–1). 0.005 absorbs an off-by-one rounding of a
//   blend across a whole area (about 1.3/255 of luminance) and no more: every pair of neighbouring steps of the
//   Radix colour scales the ui imports differs by more, so a token moved by one step fails (the closest pair,
//   purple 10 → 11 in light, already passes at 0.01).
// - `maxDiffPixels` lets a handful of edge pixels differ by any amount. A control moved by 1 px changes every
//   pixel along its edges and its label, tens to thousands; 16 is below that, and a fixed count rather than a
//   share of the image, so a full-page shot gets no more slack than a button.
// Pixels that pixelmatch recognises as anti-aliasing are not counted at all (Playwright's default).
export const screenshotTolerance = { threshold: 0.005, maxDiffPixels: 16 } as const;

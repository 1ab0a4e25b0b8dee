// The text of a PDF: poppler's pdftotext where it is installed, else a small reader for the PDFs this server
// writes (pdfkit: Flate streams, text shown as hex or literal strings in WinAnsi).
import { execFileSync } from 'node:child_process';
import { inflateSync } from 'node:zlib';

function hasPdftotext(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const WIN_ANSI: Record<number, string> = { 0x92: '’', 0x97: '—', 0x96: '–', 0x80: '€', 0xa0: ' ' };
const decode = (bytes: number[]) => bytes.map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join('');

export function fallback(pdf: Buffer): string {
  const lines: string[] = [];
  const source = pdf.toString('latin1');
  for (const match of source.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const shown of content.matchAll(/\[(.*?)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:\\.|[^)])*\))\s*Tj/g)) {
      const parts = (shown[1] ?? shown[2] ?? '').match(/<[0-9a-fA-F]*>|\((?:\\.|[^)])*\)/g) ?? [];
      lines.push(
        parts
          .map((part) =>
            part.startsWith('<')
              ? decode(
                  part
                    .slice(1, -1)
                    .match(/../g)
                    ?.map((h) => parseInt(h, 16)) ?? [],
                )
              : part.slice(1, -1).replace(/\\(.)/g, '$1'),
          )
          .join(''),
      );
    }
  }
  return lines.join('\n');
}

export function pdfText(pdf: Buffer): string {
  if (hasPdftotext())
    return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
  return fallback(pdf);
}

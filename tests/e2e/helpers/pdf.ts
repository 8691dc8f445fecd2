/** The page count and text of a PDF (helpers/pdf-text.cjs, run by Node outside Jest's sandbox). */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export function pdfText(pdf: Buffer): { pages: number; text: string } {
  const out = execFileSync(process.execPath, [path.join(__dirname, 'pdf-text.cjs')], { input: pdf, maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(out.toString('utf8')) as { pages: number; text: string };
}

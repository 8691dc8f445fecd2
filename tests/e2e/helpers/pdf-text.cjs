/**
 * Reads a PDF on standard input and prints `{ "pages": N, "text": "..." }`
 * (pdf-parse, i.e. Mozilla's pdf.js). A process of its own because pdf.js
 * loads its worker with a dynamic import(), which Jest's module sandbox
 * refuses without --experimental-vm-modules.
 */
const { PDFParse } = require('pdf-parse');

(async () => {
  const chunks = [];
  for await (const c of process.stdin) chunks.push(c);
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  try {
    const { text, total } = await parser.getText();
    process.stdout.write(JSON.stringify({ pages: total, text }));
  } finally {
    await parser.destroy();
  }
})().catch((e) => {
  console.error(e);
  process.exit(1);
});

// The text of a PDF written by pdf-lib, for assertions: pdf-lib compresses each page's content
// stream (FlateDecode) and writes text with the standard fonts as hex strings shown by `Tj`. This
// inflates the streams and decodes those strings, one line per `Tj`. (Not a general PDF reader.)
import { inflateSync } from 'node:zlib';

export function pdfText(pdf: Uint8Array): string {
  const bytes = Buffer.from(pdf);
  const lines: string[] = [];
  let at = 0;
  for (;;) {
    const start = bytes.indexOf('stream', at);
    if (start < 0) break;
    const dataStart = bytes[start + 6] === 0x0d ? start + 8 : start + 7;
    const end = bytes.indexOf('endstream', dataStart);
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(bytes.subarray(dataStart, end)).toString('latin1');
    } catch {
      content = bytes.subarray(dataStart, end).toString('latin1');
    }
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      lines.push(Buffer.from(match[1]!, 'hex').toString('latin1'));
    }
    at = end + 9;
  }
  return lines.join('\n');
}

/**
 * The text a PDF shows, as a reader would copy it. pdfkit writes each line as a TJ array of hex
 * strings (uncompressed: document.ts). With a standard font (Helvetica) the bytes are the
 * characters (WinAnsi, Latin-1 for what the documents print); with an embedded font (Noto Sans
 * TC, Type0/Identity-H) they are 2-byte glyph ids, which the font's ToUnicode CMap turns back
 * into characters. One line of text per TJ.
 */
export function pdfTextWithFonts(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const objects = new Map<string, string>();
  for (const m of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g))
    objects.set(m[1] ?? '', m[2] ?? '');
  const cmaps = new Map<string, Map<number, string>>();
  for (const m of source.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const font = objects.get(m[2] ?? '') ?? '';
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(font)?.[1];
    if (toUnicode) cmaps.set(m[1] ?? '', parseCmap(objects.get(toUnicode) ?? ''));
  }
  const lines: string[] = [];
  let cmap: Map<number, string> | undefined;
  for (const m of source.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ/g)) {
    if (m[1] !== undefined) {
      cmap = cmaps.get(m[1]);
      continue;
    }
    const hexes = [...(m[2] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1] ?? '');
    lines.push(hexes.map((hex) => decode(hex, cmap)).join(''));
  }
  return lines.join('\n');
}

function decode(hex: string, cmap: Map<number, string> | undefined): string {
  if (!cmap) return Buffer.from(hex, 'hex').toString('latin1');
  let text = '';
  for (let i = 0; i + 4 <= hex.length; i += 4)
    text += cmap.get(parseInt(hex.slice(i, i + 4), 16)) ?? '\uFFFD';
  return text;
}

const utf16 = (hex: string): string => {
  const units: number[] = [];
  for (let i = 0; i + 4 <= hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16));
  return String.fromCharCode(...units);
};

function parseCmap(stream: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of stream.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const m of (block[1] ?? '').matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    )) {
      const from = parseInt(m[1] ?? '0', 16);
      const to = parseInt(m[2] ?? '0', 16);
      const target = m[3] ?? '';
      if (target.startsWith('[')) {
        const values = [...target.matchAll(/<([0-9a-fA-F]+)>/g)].map((v) => utf16(v[1] ?? ''));
        values.forEach((value, i) => map.set(from + i, value));
      } else {
        const start = parseInt(target.slice(1, -1), 16);
        for (let code = from; code <= to; code++)
          map.set(code, String.fromCharCode(start + code - from));
      }
    }
  for (const block of stream.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const m of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(parseInt(m[1] ?? '0', 16), utf16(m[2] ?? ''));
  return map;
}

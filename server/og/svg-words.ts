/**
 * The text of a card's SVG drawn with `embedFont: false` (satori then writes each word, space and
 * punctuation mark as its own <text> with x, y and width), read back as a line of words: a space
 * wherever the layout leaves a gap or starts a new line. For tests: they check what a card says.
 */
export function svgWords(svg: string): string {
  let out = '';
  let end: { x: number; y: number } | null = null;
  for (const m of svg.matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)) {
    const attr = (name: string) => Number(new RegExp(`\\b${name}="([^"]*)"`).exec(m[1]!)?.[1] ?? Number.NaN);
    const [x, y, width] = [attr('x'), attr('y'), attr('width')];
    if (end && (Math.abs(y - end.y) > 1 || x - end.x > 1)) out += ' ';
    out += m[2]!
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'");
    end = { x: x + width, y };
  }
  return out.replace(/\s+/g, ' ').trim();
}

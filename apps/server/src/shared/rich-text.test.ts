import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

/**
 * Attacks from the OWASP XSS filter evasion cheat sheet and html5sec.org, in the shapes an editor's HTML can carry.
 * Whatever survives sanitising must hold no script, no event handler, no style, no frame and no link but http(s)/mailto.
 */
const CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://xss.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="jav&#x0A;ascript:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="//evil.example/">protocol relative</a>',
  '<a href="https://ok.example/" onclick="alert(1)" onmouseover="alert(1)">ok</a>',
  '<a href="https://ok.example/" target="_self" rel="opener">ok</a>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<p onmouseover="alert(1)">hover</p>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<style>@import "javascript:alert(1)";</style>',
  '<div><scr<script>ipt>alert(1)</scr</script>ipt></div>',
  '<<script>script>alert(1)//<</script>/script>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<p>safe</p><xss onafterscriptexecute=alert(1)><script>1</script>',
  '<video><source onerror="alert(1)"></video>',
  '<marquee onstart=alert(1)>',
  '<strong onclick=alert(1)>bold</strong>',
];

describe('rich text sanitising', () => {
  it.each(CORPUS)('leaves nothing executable of %s', (attack) => {
    const { rich_text } = sanitizeRichText(`<p>Question</p>${attack}`);
    expect(rich_text).not.toMatch(
      /<(script|style|iframe|object|embed|form|input|img|svg|math|meta|base|link|video|source|details|body|template|noscript|marquee|xss)\b/i,
    );
    expect(rich_text).not.toMatch(/\son\w+\s*=/i);
    expect(rich_text).not.toMatch(/style\s*=/i);
    for (const [, href] of rich_text.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^(https?:|mailto:)/);
    expect(rich_text).not.toMatch(/javascript:|vbscript:|data:/i);
  });

  it('keeps what the editor makes, opens links apart and derives the plain text', () => {
    const html =
      '<h2>Part 2</h2><p>Talk about <strong>a trip</strong>, <em>when</em> and <u>why</u>:</p><ul><li>where</li><li>who &amp; how</li></ul><p><a href="https://example.com/x">read</a></p>';
    const { rich_text, text } = sanitizeRichText(html);
    expect(rich_text).toBe(
      html.replace(
        '<a href="https://example.com/x">',
        '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">',
      ),
    );
    expect(text).toBe('Part 2\nTalk about a trip, when and why:\nwhere\nwho & how\nread');
  });

  it('finds no text in markup alone', () => {
    expect(sanitizeRichText('<p><br></p><p>&nbsp;</p><script>x</script>')).toEqual({ text: '', rich_text: '' });
  });
});

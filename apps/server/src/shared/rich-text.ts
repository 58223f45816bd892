import sanitizeHtml from 'sanitize-html';

/**
 * The only HTML rich text keeps (classroom tasks, ADR 0059; notes, ADR 0062): what the editor's toolbar makes.
 * Everything else — scripts, styles, event attributes, frames, images, forms, links to anything but http(s) or mail —
 * is dropped here, on the server, whatever the client sent.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'ul', 'ol', 'li', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Merged over what the client sent, so a link always opens apart from the page.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs['href'],
};

const TEXT_ONLY: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/** Rich text as stored: the sanitised HTML and its plain text (which says whether anything is written, and is searched). */
export function sanitizeRichText(html: string): { text: string; rich_text: string } {
  const richText = sanitizeHtml(html, OPTIONS).trim();
  const text = decodeEntities(sanitizeHtml(richText.replace(/<\/(p|h2|h3|li|blockquote|pre)>|<br\s*\/?>/g, '$&\n'), TEXT_ONLY))
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
  return { text, rich_text: text ? richText : '' };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
const decodeEntities = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!);

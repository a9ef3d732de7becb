/**
 * An article's HTML as the phone shows it. The body comes from the library's editors (and from
 * whoever gets into their tool): every one goes through DOMPurify. Beyond DOMPurify's defaults,
 * nothing may style or place itself over the app (no style, class, id or colour, which would be
 * unreadable in the other colour scheme; no forms or frames),
 * pictures load lazily and fit the width (CSS), and links carry no target of their own: a tap is
 * decided by articleLinkTarget (lib/articleLink.ts).
 */
import DOMPurify from 'dompurify';

let purifier: ReturnType<typeof DOMPurify> | null = null;

function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const made = DOMPurify(window);
  made.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      // Fitted by CSS; a width or height attribute would stretch it out of proportion.
      node.removeAttribute('width');
      node.removeAttribute('height');
    }
    if (node.tagName === 'A') {
      node.removeAttribute('target');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = made;
  return made;
}

export function sanitizeArticle(html: string): string {
  return instance().sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'object', 'embed'],
    FORBID_ATTR: ['style', 'class', 'id', 'srcset', 'color', 'bgcolor'],
  });
}

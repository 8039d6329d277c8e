import { createElement } from 'react';
import type { Options } from 'react-markdown';

/** Links open in a new tab that cannot reach back to the studio (no `window.opener`, no referrer). */
export const LINK_REL = 'noopener noreferrer';

/**
 * How react-markdown renders a message, safely: it builds React elements (nothing goes through innerHTML), HTML
 * written in the text stays text (`<script>`, `onerror=` show as typed), and its default URL check empties a
 * `javascript:` or `data:` link. Links open in a new tab; an image is shown as a link to it, so a message never
 * makes the browser load a picture from an address the creator did not choose to open.
 */
export const markdownOptions = {
  skipHtml: false,
  components: {
    a: ({ href, children }) => createElement('a', { href, target: '_blank', rel: LINK_REL }, children),
    img: ({ src, alt }) => createElement('a', { href: typeof src === 'string' ? src : undefined, target: '_blank', rel: LINK_REL }, alt || 'image'),
  },
} satisfies Options;

/** The language a fenced block names (```py → "py"), from the class react-markdown gives its code element. */
export const languageOf = (className: unknown): string => (typeof className === 'string' ? (/language-([\w+-]+)/.exec(className)?.[1] ?? '') : '');

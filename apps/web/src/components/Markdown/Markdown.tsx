import { memo, type ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { CodeBlock } from './CodeBlock';
import { languageOf, markdownOptions } from './markdownOptions';
import classes from './Markdown.module.css';

type MarkdownProps = { content: string; children?: ReactNode };

/** The text of a hast node (a fenced block's code), for its copy button. */
type HastNode = { type: string; value?: string; children?: HastNode[] };
const textOf = (node: HastNode | undefined): string => (node?.value ?? '') + (node?.children ?? []).map(textOf).join('');

const components: Components = {
  ...markdownOptions.components,
  pre: ({ node }) => {
    const code = (node?.children ?? []).find((child) => child.type === 'element' && child.tagName === 'code');
    const className = code?.type === 'element' ? code.properties.className : undefined;
    const language = languageOf(Array.isArray(className) ? className.join(' ') : className);
    return <CodeBlock code={textOf(code as HastNode | undefined).replace(/\n$/, '')} language={language} />;
  },
};

/**
 * Markdown as the chat shows an assistant's message: headings, lists, emphasis, inline code, fenced code with a
 * copy button, links in a new tab; HTML in the text stays text (markdownOptions.ts). Re-rendered as a message
 * streams in, React keeps the blocks that did not change, so the text does not flicker. `children` follow the
 * last block (the streaming cursor).
 */
export const Markdown = memo(function Markdown({ content, children }: MarkdownProps) {
  // A trailing mark (the cursor) sits at the end of the last paragraph's text, not on a line of its own.
  const trailing = children !== undefined && children !== null && children !== false;
  return (
    <div className={classes.markdown} data-trailing={trailing || undefined} data-testid="markdown">
      <ReactMarkdown skipHtml={markdownOptions.skipHtml} components={components}>{content}</ReactMarkdown>
      {children}
    </div>
  );
});

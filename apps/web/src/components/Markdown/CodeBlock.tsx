import { ActionIcon, CopyButton, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import classes from './Markdown.module.css';

/** A fenced code block with its language and a copy button (test ids markdown-code, markdown-copy). */
export function CodeBlock({ code, language }: { code: string; language: string }) {
  return (
    <div className={classes.codeBlock} data-testid="markdown-code" data-language={language}>
      <div className={classes.codeHead}>
        <span>{language || 'code'}</span>
        <CopyButton value={code} timeout={1500}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : 'Copy code'} withArrow>
              <ActionIcon size="sm" variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={copied ? 'Copied' : 'Copy code'} data-testid="markdown-copy">
                {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </div>
      <pre className={classes.pre}><code>{code}</code></pre>
    </div>
  );
}

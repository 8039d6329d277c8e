import { Anchor, Code, Group, Text } from '@mantine/core';
import { parseErrorLocation, type ErrorLocation, type ParsedBuildError } from '../../buildErrorText';
import classes from '../FrontendWorkbench/FrontendWorkbench.module.css';

type ParsedErrorViewProps = { parsed: ParsedBuildError; onOpenLocation: (location: ErrorLocation) => void };

/**
 * The marked parts of a build error: message, location, suggestion, 'Example:' code, alternatives, files.
 * A location like `index.tsx:64:7` is a link that opens the file there (test id frontend-build-error-goto).
 */
export function ParsedErrorView({ parsed, onOpenLocation }: ParsedErrorViewProps) {
  const location = parseErrorLocation(parsed.location);
  return (
    <>
      {parsed.message && <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="frontend-build-error-message">{parsed.message}</Text>}
      {parsed.location && (
        <Text size="xs" c="dimmed" data-testid="frontend-build-error-location">
          Location:{' '}
          {location ? (
            <Anchor component="button" type="button" size="xs" ff="monospace" onClick={() => onOpenLocation(location)}
              title={`Open ${location.file} at line ${location.line}, column ${location.column}`} data-testid="frontend-build-error-goto">
              {parsed.location}
            </Anchor>
          ) : (
            <Code>{parsed.location}</Code>
          )}
        </Text>
      )}
      {parsed.suggestion && <Text size="sm" c="yellow.3" data-testid="frontend-build-error-suggestion">{parsed.suggestion}</Text>}
      {parsed.example && (
        <div data-testid="frontend-build-error-example">
          <Text size="xs" fw={600} mb={2}>Example:</Text>
          <pre className={classes.code}>{parsed.example}</pre>
        </div>
      )}
      {parsed.alternatives.length > 0 && (
        <div data-testid="frontend-build-error-alternatives">
          <Text size="xs" fw={600}>Alternatives:</Text>
          {parsed.alternatives.map((alternative) => <Text key={alternative} size="xs">• {alternative}</Text>)}
        </div>
      )}
      {parsed.files.length > 0 && (
        <Group gap={4} data-testid="frontend-build-error-files">
          <Text size="xs" fw={600}>Files:</Text>
          {parsed.files.map((file) => <Code key={file}>{file}</Code>)}
        </Group>
      )}
      {parsed.rest && <pre className={`${classes.code} ${classes.logs}`} data-testid="frontend-build-error-raw">{parsed.rest}</pre>}
    </>
  );
}

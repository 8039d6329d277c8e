import { Box, Text } from '@mantine/core';
import classes from './analytics.module.css';

type JsonTreeProps = { value: unknown; name?: string; depth?: number };

const OPEN_DEPTH = 2;

function Scalar({ value }: { value: unknown }) {
  if (value === null) return <span className={classes.null}>null</span>;
  if (typeof value === 'string') return <span className={classes.string}>{JSON.stringify(value)}</span>;
  if (typeof value === 'number' || typeof value === 'boolean') return <span className={classes.number}>{String(value)}</span>;
  return <span>{JSON.stringify(value)}</span>;
}

/** JSON as a tree: objects and arrays fold (open down to two levels), scalars coloured by kind. */
export function JsonTree({ value, name, depth = 0 }: JsonTreeProps) {
  const label = name === undefined ? null : <span className={classes.key}>{name}: </span>;
  if (value === null || typeof value !== 'object') {
    return (
      <Box className={classes.line}>
        {label}
        <Scalar value={value} />
      </Box>
    );
  }
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value as Record<string, unknown>);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) {
    return (
      <Box className={classes.line}>
        {label}
        {open}
        {close}
      </Box>
    );
  }
  return (
    <details open={depth < OPEN_DEPTH} className={classes.node}>
      <summary className={classes.summary}>
        {label}
        {open}
        <Text span size="xs" c="dimmed"> {entries.length} {Array.isArray(value) ? 'items' : 'keys'} </Text>
        {close}
      </summary>
      <Box pl="md">
        {entries.map(([key, inner]) => (
          <JsonTree key={key} name={key} value={inner} depth={depth + 1} />
        ))}
      </Box>
    </details>
  );
}

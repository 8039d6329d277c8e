import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconCircleMinus, IconCircleX } from '@tabler/icons-react';
import type { PlaytestCheck, PlaytestReport } from '@tempest/contracts';
import { failureSentences } from '../../playtestFormat';
import classes from './PlaytestChecks.module.css';

/** A check's state in words too (a screen reader, a reader who cannot tell green from red). */
const stateOf = (check: PlaytestCheck) => (!check.applies ? 'did not apply' : check.passed ? 'passed' : 'failed');

function CheckMark({ check }: { check: PlaytestCheck }) {
  if (!check.applies) return <IconCircleMinus size={15} className={classes.mark} color="var(--mantine-color-dark-2)" aria-hidden />;
  if (check.passed) return <IconCircleCheck size={15} className={classes.mark} color="var(--mantine-color-green-5)" aria-hidden />;
  return <IconCircleX size={15} className={classes.mark} color="var(--mantine-color-yellow-5)" aria-hidden />;
}

/** What failed, in plain sentences (test id playtest-failures). */
export function PlaytestFailures({ report }: { report: Pick<PlaytestReport, 'checks' | 'failures'> }) {
  const sentences = failureSentences(report);
  if (sentences.length === 0) return null;
  return (
    <ul className={classes.failures} aria-label="What failed" data-testid="playtest-failures">
      {sentences.map((s) => <li key={s}>{s}</li>)}
    </ul>
  );
}

/**
 * Every check with a tick or a cross and its label (and why one did not apply, or failed when the failures above
 * do not say it), then
 * "What it showed": the frames' text. The one list the chat's card, the preview's panel and the change log show.
 * Test ids: playtest-checks, playtest-check (data-check, data-state), playtest-frames.
 */
export function PlaytestChecks({ report }: { report: Pick<PlaytestReport, 'checks' | 'frames' | 'failures'> }) {
  // A failed check's detail already said above (PlaytestFailures) is not said twice.
  const said = new Set(failureSentences(report));
  return (
    <Stack gap="xs">
      <ul className={classes.checks} aria-label="Playtest checks" data-testid="playtest-checks">
        {report.checks.map((check) => (
          <li key={check.id} className={classes.check} data-testid="playtest-check" data-check={check.id} data-state={stateOf(check)}>
            <CheckMark check={check} />
            <span className={classes.label}>
              <VisuallyHidden>{`${stateOf(check)}: `}</VisuallyHidden>
              <Text span size="sm" c={check.applies ? undefined : 'dimmed'}>{check.label}</Text>
              {check.detail && (!check.passed || !check.applies) && !said.has(check.detail.trim()) && <span className={classes.detail}>{check.detail}</span>}
            </span>
          </li>
        ))}
      </ul>
      {report.frames.length > 0 && (
        <Stack gap={4}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">What it showed</Text>
          <ul className={classes.frames} data-testid="playtest-frames" aria-label="What it showed">
            {report.frames.map((frame, i) => <li key={i}><pre className={classes.frame}>{frame}</pre></li>)}
          </ul>
        </Stack>
      )}
    </Stack>
  );
}

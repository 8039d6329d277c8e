import { Paper, Stack } from '@mantine/core';
import { playtestPassed, readPlaytestReport } from '../../playtestFormat';
import { PlaytestChecks, PlaytestFailures } from './PlaytestChecks';
import { PlaytestHeadline } from './PlaytestHeadline';

/**
 * A PlaytestRecorded event's data as a creator reads it in the chat (the change log's and the event explorer's
 * detail): the headline, what failed, every check and the frames. Nothing when the data is not a report (an
 * analyst's view may leave its private fields out). Test id: playtest-record.
 */
export function PlaytestRecord({ data }: { data: unknown }) {
  const report = readPlaytestReport(data);
  if (!report) return null;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="playtest-record">
      <Stack gap="xs">
        <PlaytestHeadline report={report} />
        {!playtestPassed(report) && <PlaytestFailures report={report} />}
        <PlaytestChecks report={report} />
      </Stack>
    </Paper>
  );
}

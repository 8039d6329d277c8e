import { Button, Group, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconClock } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isoOfLocalInput, withParams } from '../explorerFilters';

type EventPagerProps = { nextBefore: string | null; nextAfter: string | null };

/** Newer / older pages by keyset, back to the newest, and a jump to a time. */
export function EventPager({ nextBefore, nextAfter }: EventPagerProps) {
  const [params, setParams] = useSearchParams();
  const [time, setTime] = useState('');
  const page = (changes: Record<string, string | null>) => setParams(withParams(params, changes));
  const paged = params.has('before') || params.has('after') || params.has('at');
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs">
        <Button size="xs" variant="default" leftSection={<IconChevronsLeft size={14} />} disabled={!paged} onClick={() => page({})} data-testid="page-newest">
          Newest
        </Button>
        <Button size="xs" variant="default" leftSection={<IconChevronLeft size={14} />} disabled={!nextAfter} onClick={() => page({ after: nextAfter })} data-testid="page-newer">
          Newer
        </Button>
        <Button size="xs" variant="default" rightSection={<IconChevronRight size={14} />} disabled={!nextBefore} onClick={() => page({ before: nextBefore })} data-testid="page-older">
          Older
        </Button>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <TextInput size="xs" type="datetime-local" aria-label="Jump to a time" value={time} onChange={(e) => setTime(e.currentTarget.value)} data-testid="jump-time" />
        <Button size="xs" variant="light" leftSection={<IconClock size={14} />} disabled={!time} onClick={() => page({ at: isoOfLocalInput(time) })} data-testid="jump-go">
          Jump
        </Button>
      </Group>
    </Group>
  );
}

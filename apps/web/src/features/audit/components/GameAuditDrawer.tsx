import { ActionIcon, Button, Drawer, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconListDetails } from '@tabler/icons-react';
import { gameRoom } from '@tempest/contracts';
import { useEffect, useMemo, useState } from 'react';
import { preloadDiffView } from '../../../components/DiffView/DiffView';
import { ChangeDetail } from './ChangeDetail';
import { ChangeList } from './ChangeList';

type GameAuditDrawerProps = { gameId: string; opened: boolean; onClose: () => void };

const NO_FILTERS = {};

/** The game's change log in its studio (its creator's and staff's): every change, newest first, live, each with its diff. */
export function GameAuditDrawer({ gameId, opened, onClose }: GameAuditDrawerProps) {
  useEffect(() => {
    if (opened) preloadDiffView();
  }, [opened]);
  const phone = useMediaQuery('(max-width: 48em)');
  const [selected, setSelected] = useState<string | null>(null);
  const room = useMemo(() => gameRoom(gameId), [gameId]);
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size={phone ? '100%' : selected ? '75%' : 'md'} title="Change log" data-testid="game-audit-drawer">
      {selected ? (
        <Stack gap="sm">
          <Group><Button variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={14} />} onClick={() => setSelected(null)} data-testid="audit-back">All changes</Button></Group>
          <ChangeDetail gameId={gameId} position={selected} diffHeight={phone ? '50dvh' : 'calc(100dvh - 400px)'} />
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">Every change to this game — yours, the agent's and the system's — newest first.</Text>
          {opened && <ChangeList gameId={gameId} params={NO_FILTERS} room={room} selected={null} onOpen={setSelected} />}
        </Stack>
      )}
    </Drawer>
  );
}

/** The top bar's button that opens the game's change log (an icon on narrower desktops). */
export function GameAuditToggle({ onOpen }: { onOpen: () => void }) {
  return (
    <>
      <Button variant="default" size="sm" leftSection={<IconListDetails size={16} />} onClick={onOpen} visibleFrom="xl" data-testid="game-audit-toggle">
        Change log
      </Button>
      <Tooltip label="Change log">
        <ActionIcon variant="default" size={36} onClick={onOpen} hiddenFrom="xl" aria-label="Change log" data-testid="game-audit-toggle-icon">
          <IconListDetails size={18} />
        </ActionIcon>
      </Tooltip>
    </>
  );
}

import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { FilterKey } from '../auditFilters';
import { ChangeDetail } from './ChangeDetail';

type ChangeDetailDrawerProps = {
  gameId: string | null;
  position: string | null;
  onClose: () => void;
  onFilter?: (key: FilterKey, value: string) => void;
};

/** A change's detail beside the list (the whole screen on a phone). */
export function ChangeDetailDrawer({ gameId, position, onClose, onFilter }: ChangeDetailDrawerProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Drawer opened={position !== null} onClose={onClose} position="right" size={phone ? '100%' : '70%'} title="Change" data-testid="change-drawer">
      {position && <ChangeDetail gameId={gameId} position={position} onFilter={onFilter} diffHeight={phone ? '55dvh' : 'calc(100dvh - 380px)'} />}
    </Drawer>
  );
}

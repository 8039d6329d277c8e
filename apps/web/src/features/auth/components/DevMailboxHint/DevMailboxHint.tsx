import { Alert, Anchor } from '@mantine/core';
import { IconMailbox } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useGetConfigQuery } from '../../../account/accountApi';

/** On servers without SMTP the code lands in the development mailbox; say where to find it. */
export function DevMailboxHint() {
  const { data } = useGetConfigQuery();
  if (!data?.devMailbox) return null;
  return (
    <Alert
      variant="light"
      color="cyan"
      radius="md"
      icon={<IconMailbox size={18} />}
      title="No email server here"
      data-testid="dev-mailbox-hint"
    >
      This server keeps its mail for you to read: open the{' '}
      <Anchor component={Link} to="/dev/mailbox" target="_blank" inherit fw={600} c="cyan.3">
        development mailbox
      </Anchor>{' '}
      to find your code.
    </Alert>
  );
}

import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/apiError';
import { useEraseUserMutation } from '../erasureApi';

const REASON_MAX = 500;

/** Staff: erase a user's account, asking why (the reason is checked, never stored: docs/personal-data.md). */
export function StaffEraseButton({ userId, username }: { userId: string; username: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [reason, setReason] = useState('');
  const [erase, { isLoading, error, reset }] = useEraseUserMutation();
  const navigate = useNavigate();
  const valid = reason.trim().length > 0 && reason.length <= REASON_MAX;

  const submit = async () => {
    try {
      await erase({ userId, reason }).unwrap();
      close();
      await navigate('/staff/erasures');
    } catch {
      // Shown in the dialog from `error`.
    }
  };

  return (
    <>
      <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={open} data-testid="staff-erase-open">
        Erase account
      </Button>
      <Modal opened={opened} onClose={close} title={`Erase ${username}'s account`} centered data-testid="staff-erase-dialog">
        <Stack gap="md">
          <Text size="sm">
            Their sessions end, their name and email are forgotten, unpublished games are deleted and published ones stay under "deleted user". This
            cannot be undone. The erasure is recorded with your name; the reason is not kept.
          </Text>
          <Textarea
            label="Reason"
            description={`Why this account is erased (1–${REASON_MAX} characters).`}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              reset();
            }}
            error={reason.length > REASON_MAX ? `At most ${REASON_MAX} characters` : undefined}
            autosize
            minRows={3}
            data-testid="staff-erase-reason"
          />
          {error && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />}>
              {errorMessage(error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>Cancel</Button>
            <Button color="red" onClick={() => void submit()} disabled={!valid} loading={isLoading} data-testid="staff-erase-submit">
              Erase account
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

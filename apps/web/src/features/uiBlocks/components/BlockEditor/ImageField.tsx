import { useState } from 'react';
import { Alert, Button, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { errorMessage } from '../../../../api/apiError';
import { IMAGE_ACCEPT, IMAGE_HEAD_BYTES, imageFileProblem } from '../../imageFile';
import { useUploadBlockImageMutation } from '../../uiBlocksApi';

type ImageFieldProps = { gameId: string; value: string | undefined; onChange: (src: string | undefined) => void };

/**
 * The Image block's picture: its address, or a file uploaded to the media store (checked here by its bytes
 * and size, then by the server), after which the address is the stored picture's `/media/<hash>`.
 */
export function ImageField({ gameId, value, onChange }: ImageFieldProps) {
  const [upload, { isLoading }] = useUploadBlockImageMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const pick = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    const head = new Uint8Array(await file.slice(0, IMAGE_HEAD_BYTES).arrayBuffer());
    const refused = imageFileProblem(file.size, head);
    if (refused) {
      setProblem(refused);
      return;
    }
    const answer = await upload({ gameId, image: file, name: file.name }).unwrap().catch((error: unknown) => {
      setProblem(errorMessage(error));
      return null;
    });
    if (answer) onChange(answer.url);
  };
  return (
    <Stack gap={6}>
      <TextInput
        size="xs"
        label="Image"
        placeholder="/media/…"
        description="An uploaded picture's address (game pages load no images from other sites)"
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value)}
        data-testid="ui-block-field-src"
      />
      <Group gap="xs">
        <FileButton onChange={(file) => void pick(file)} accept={IMAGE_ACCEPT}>
          {(props) => (
            <Button {...props} size="compact-sm" variant="light" leftSection={<IconPhotoUp size={15} />} loading={isLoading} data-testid="ui-block-upload">
              Upload image
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">JPEG, PNG, WebP or GIF, up to 5 MB</Text>
      </Group>
      {problem && (
        <Alert color="red" variant="light" p="xs" data-testid="ui-block-upload-error" role="alert">
          <Text size="xs">{problem}</Text>
        </Alert>
      )}
    </Stack>
  );
}

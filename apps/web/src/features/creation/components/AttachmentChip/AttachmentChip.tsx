import { CloseButton, Group, Text, ThemeIcon } from '@mantine/core';
import { IconFileText, IconFileTypePdf } from '@tabler/icons-react';
import { formatBytes } from '../../attachments';
import type { ContextItem } from '@tempest/contracts';
import classes from './AttachmentChip.module.css';

type AttachmentChipProps = { attachment: ContextItem; onRemove: () => void };

/** One attached file: a thumbnail for images, its name and size, and a remove button. */
export function AttachmentChip({ attachment, onRemove }: AttachmentChipProps) {
  const { name, data } = attachment;
  const isImage = data.mimeType.startsWith('image/');
  const Icon = data.mimeType === 'application/pdf' ? IconFileTypePdf : IconFileText;

  return (
    <Group gap={8} wrap="nowrap" className={classes.chip} data-testid="prompt-attachment" data-name={name}>
      {isImage ? (
        <img src={data.content} alt="" className={classes.thumb} />
      ) : (
        <ThemeIcon size={30} radius="sm" variant="light" aria-hidden>
          <Icon size={17} />
        </ThemeIcon>
      )}
      <div className={classes.text}>
        <Text size="xs" fw={600} c="gray.1" truncate="end" title={name}>
          {name}
        </Text>
        <Text size="xs" c="dimmed" lh={1.2}>
          {formatBytes(data.size)}
        </Text>
      </div>
      <CloseButton
        size="sm"
        radius="xl"
        aria-label={`Remove ${name}`}
        onClick={onRemove}
        data-testid="prompt-attachment-remove"
      />
    </Group>
  );
}

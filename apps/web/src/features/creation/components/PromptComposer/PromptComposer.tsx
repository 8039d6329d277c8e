import { ActionIcon, Button, Group, Paper, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconArrowUp, IconPaperclip } from '@tabler/icons-react';
import { useRef, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { ModelSelect } from '../../../account/components/UserMenu/ModelSelect';
import { ATTACH_ACCEPT, pastedImages } from '../../attachments';
import type { ContextItem } from '@tempest/contracts';
import type { AttachmentSource } from '../../hooks/useAttachments';
import { AttachmentChip } from '../AttachmentChip/AttachmentChip';
import classes from './PromptComposer.module.css';

type PromptComposerProps = {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  placeholder: string;
  attachments: ContextItem[];
  onAddFiles: (files: File[], source: AttachmentSource) => void;
  onRemoveAttachment: (id: string) => void;
  canSubmit: boolean;
  /** The model selectors save to the account, so only a signed-in user gets them. */
  showModels: boolean;
  autoFocus?: boolean;
  /** Shown under the box, at the left. */
  footer?: ReactNode;
};

const COMBOBOX = { shadow: 'lg', withinPortal: true, width: 240, position: 'bottom-start' } as const;

/** The prompt box: text, attachments, model choice and the submit button. */
export function PromptComposer(props: PromptComposerProps) {
  const { value, onChange, onSubmit, attachments, onAddFiles, onRemoveAttachment, canSubmit, showModels } = props;
  const fileInput = useRef<HTMLInputElement>(null);

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter submits, Shift+Enter is a new line; Enter that confirms an IME composition is neither.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSubmit();
  }

  function handlePaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    const images = pastedImages(event.clipboardData.items);
    if (images.length === 0) return;
    event.preventDefault();
    onAddFiles(images, 'paste');
  }

  return (
    <Stack gap={6}>
      <Paper radius="xl" p="sm" className={classes.composer} data-testid="prompt-composer">
        {attachments.length > 0 && (
          <Group gap={8} px={6} pt={4} pb={6}>
            {attachments.map((attachment) => (
              <AttachmentChip key={attachment.id} attachment={attachment} onRemove={() => onRemoveAttachment(attachment.id)} />
            ))}
          </Group>
        )}
        <Textarea
          variant="unstyled"
          size="lg"
          autosize
          minRows={3}
          maxRows={10}
          autoFocus={props.autoFocus}
          placeholder={props.placeholder}
          aria-label="Describe your game"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={handleKeyDown}
          onPaste={handlePaste}
          classNames={{ input: classes.input }}
          data-testid="prompt-input"
        />
        <Group justify="space-between" align="flex-end" gap="xs" pt={6} px={4} wrap="nowrap">
          <Group gap={8} wrap="wrap" className={classes.tools}>
            <Tooltip label="Images, PDF or text files, up to 10MB each">
              <Button
                variant="default"
                size="xs"
                radius="xl"
                leftSection={<IconPaperclip size={15} />}
                onClick={() => fileInput.current?.click()}
                data-testid="prompt-attach"
              >
                Attach
              </Button>
            </Tooltip>
            <input
              ref={fileInput}
              type="file"
              accept={ATTACH_ACCEPT}
              multiple
              hidden
              onChange={(event) => {
                onAddFiles(Array.from(event.currentTarget.files ?? []), 'picker');
                event.currentTarget.value = ''; // the same file can be chosen again after removing it
              }}
              data-testid="prompt-attach-input"
            />
            {showModels && (
              <>
                <ModelSelect
                  type="chat"
                  label={null}
                  aria-label="Chat model"
                  radius="xl"
                  w={{ base: '100%', xs: 220 }}
                  comboboxProps={COMBOBOX}
                  data-testid="prompt-model-select"
                />
                <ModelSelect
                  type="image"
                  label={null}
                  aria-label="Image model"
                  radius="xl"
                  w={{ base: '100%', xs: 250 }}
                  comboboxProps={COMBOBOX}
                  data-testid="prompt-image-model-select"
                />
              </>
            )}
          </Group>
          <ActionIcon
            size={40}
            radius="xl"
            variant="gradient"
            aria-label="Create game"
            disabled={!canSubmit}
            onClick={onSubmit}
            data-testid="prompt-submit"
          >
            <IconArrowUp size={20} stroke={2.2} />
          </ActionIcon>
        </Group>
      </Paper>
      <Group justify="space-between" gap="xs" px="md">
        <div>{props.footer}</div>
        <Text size="xs" c="dark.2" visibleFrom="sm">
          Enter to create · Shift+Enter for a new line
        </Text>
      </Group>
    </Stack>
  );
}

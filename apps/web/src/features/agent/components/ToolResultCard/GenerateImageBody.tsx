import { Skeleton, Text } from '@mantine/core';
import { useState } from 'react';
import type { ToolEndResult } from '@tempest/contracts';
import { DEFAULT_GAME_IMAGE } from '../../../games/components/GameCard/coverImage';
import { FALLBACK, inputText } from '../../toolCardFormat';
import classes from '../AgentChatPanel/AgentChatPanel.module.css';
import { Field } from './Field';

type ImageState = 'loading' | 'loaded' | 'error';

/** The generated image, loading then loaded, or the default image when it fails to load. */
function CardImage({ url, alt }: { url: string; alt: string }) {
  const [state, setState] = useState<ImageState>('loading');
  return (
    <div className={classes.image} data-testid="agent-image" data-state={state}>
      {state === 'loading' && <Skeleton pos="absolute" inset={0} />}
      <img
        src={state === 'error' ? DEFAULT_GAME_IMAGE : url}
        alt={alt}
        onLoad={() => setState((s) => (s === 'error' ? s : 'loaded'))}
        onError={() => setState('error')}
      />
    </div>
  );
}

export function GenerateImageBody({ result, input }: { result: ToolEndResult | undefined; input: unknown }) {
  const prompt = result?.prompt ?? inputText(input, 'prompt') ?? FALLBACK.unknown;
  const url = result?.media?.url;
  return (
    <>
      <Field label="Prompt">{prompt}</Field>
      {result && (url ? <CardImage url={url} alt={prompt} /> : <Text size="xs" c="dimmed">{FALLBACK.noImage}</Text>)}
      {result?.assigned_to_entity && <Field label="Assigned to">{result.assigned_to_entity}</Field>}
      {result?.media?.tags && result.media.tags.length > 0 && <Field label="Tags">{result.media.tags.join(', ')}</Field>}
    </>
  );
}

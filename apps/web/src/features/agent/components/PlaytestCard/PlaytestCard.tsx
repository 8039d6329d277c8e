import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { PlaytestResultEventData } from '@tempest/contracts';
import { useState } from 'react';
import { PlaytestChecks, PlaytestFailures } from '../../../playtest/components/PlaytestChecks/PlaytestChecks';
import { PlaytestHeadline } from '../../../playtest/components/PlaytestChecks/PlaytestHeadline';
import { playtestPassed } from '../../../playtest/playtestFormat';
import chat from '../AgentChatPanel/AgentChatPanel.module.css';
import classes from './PlaytestCard.module.css';

/**
 * What playing a build showed, where it happened in the chat (issue 31): the headline and round, what failed in
 * sentences, and on a click every check and the frames' text. Test ids: agent-playtest-card (data-passed,
 * data-expanded), agent-playtest-toggle.
 */
export function PlaytestCard({ playtest }: { playtest: PlaytestResultEventData }) {
  const [expanded, setExpanded] = useState(false);
  const passed = playtestPassed(playtest);
  const Chevron = expanded ? IconChevronDown : IconChevronRight;
  return (
    <section className={classes.card} data-testid="agent-playtest-card" data-passed={passed} data-expanded={expanded} aria-label="Playtest">
      <button type="button" className={chat.cardHead} onClick={() => setExpanded((e) => !e)} aria-expanded={expanded}
        data-testid="agent-playtest-toggle">
        <Chevron size={14} color="var(--mantine-color-dark-2)" style={{ flexShrink: 0 }} aria-hidden />
        <PlaytestHeadline report={playtest} round={playtest} />
      </button>
      {!passed && <div className={classes.failures}><PlaytestFailures report={playtest} /></div>}
      {expanded && <div className={chat.cardBody}><PlaytestChecks report={playtest} /></div>}
    </section>
  );
}

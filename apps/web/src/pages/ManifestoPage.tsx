import { Button } from '@mantine/core';
import { IconBook2, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ContentPage } from '../components/ContentPage/ContentPage';
import { GUIDES_URL, NEW_TAB } from '../components/SiteLinks/siteLinks';
import { useCurrentUser } from '../features/account/hooks/useCurrentUser';

/** /creator — what Tempest believes about making games. */
export function ManifestoPage() {
  const { isAuthenticated } = useCurrentUser();
  return (
    <ContentPage
      eyebrow="The Manifesto"
      title="Everyone has a game in them"
      lead="Tempest exists so that the game you have been carrying around in your head can be played by someone else — this week, not someday."
      testId="manifesto"
      actions={
        <>
          <Button component={Link} to={isAuthenticated ? '/' : '/register'} variant="gradient" radius="xl" leftSection={<IconSparkles size={18} />}>
            {isAuthenticated ? 'Start a game' : 'Start creating'}
          </Button>
          <Button component="a" href={GUIDES_URL} {...NEW_TAB} variant="default" radius="xl" leftSection={<IconBook2 size={18} />}>
            Read the guides
          </Button>
        </>
      }
    >
      <h2>1. Ideas should not wait for permission</h2>
      <p>
        For most of the history of games, making one meant years of learning an engine, a language and a
        pipeline before the first idea ever moved on screen. That filter kept out most of the people with the
        best stories to tell. We think the idea is the hard part. The rest should get out of its way.
      </p>

      <h2>2. Conversation is the interface</h2>
      <p>
        You describe what you want the way you would to a friend who happens to be a very fast developer:
        “the lighthouse keeper runs out of oil at midnight”, “make the storm louder”, “the shop should sell
        three kinds of rope”. The agent turns that into entities, scripts, logic and a playable frontend —
        then keeps listening.
      </p>

      <h2>3. The AI is a collaborator, not the author</h2>
      <p>
        Every change the agent makes is shown to you: what it created, what it edited, what it ran and what
        failed. You stay in charge of taste and direction. When you want to take the wheel, the code is
        right there, and it is yours to change by hand.
      </p>

      <h2>4. Nothing you make is ever lost</h2>
      <p>
        Experiments should be cheap. Every edit is recorded, and every checkpoint can be returned to, so you
        can try the wild version of your idea without fear. If the agent takes a wrong turn, you step back
        and try again.
      </p>

      <h2>5. Creators own their work</h2>
      <p>
        Your games carry your name. You decide when something is a draft and when it is published, who can
        build on it, and when it is gone. Only you can rename or delete what you made.
      </p>

      <h2>6. Play is the point</h2>
      <p>
        A game is not finished until someone plays it. Publishing is one step, and players need nothing but
        a browser. The best feedback you will ever get is watching a stranger lose track of time in your
        world.
      </p>

      <h2>7. Be honest about the machine</h2>
      <p>
        AI costs something to run, so we show you your token balance instead of hiding it, and every account
        gets a fresh allowance each week. We tell you which model you are using and let you choose another.
        No dark patterns, no surprise bills.
      </p>

      <p>
        <strong>Build something Legendary.</strong> We will build the studio around you.
      </p>

    </ContentPage>
  );
}

import { ContentPage } from '../components/ContentPage/ContentPage';
import { CAREERS_EMAIL, CONTACT_EMAIL } from '../components/SiteLinks/siteLinks';

/** /work-with-us — careers and collaborations. */
export function WorkWithUsPage() {
  return (
    <ContentPage
      eyebrow="Careers & collaborations"
      title="Work with us"
      lead="We are a small team building a studio where anyone can make a game by talking to it. If that sounds like the thing you have been waiting to work on, we would like to hear from you."
      testId="work-with-us"
    >
      <h2>What we are building</h2>
      <p>
        Tempest pairs creators with an AI agent that writes and edits real game assets — entities, scripts,
        prompts, logic and a custom frontend — while every change is recorded so nothing is ever lost. It is
        part game engine, part collaborative editor, part AI system, and all of it runs in the browser.
      </p>

      <h2>Who we are looking for</h2>
      <ul>
        <li>
          <strong>Engineers</strong> who enjoy real-time interfaces, event-sourced back ends, or making
          TypeScript feel effortless in a browser.
        </li>
        <li>
          <strong>AI and agent engineers</strong> who care about tool use, evaluation and making a model's
          work visible and reversible rather than magical.
        </li>
        <li>
          <strong>Game designers and technical artists</strong> who can tell us what a good first hour of
          making a game feels like — and where ours falls short.
        </li>
        <li>
          <strong>Community and education people</strong> who want to write the guides, run the jams and
          help new creators ship their first game.
        </li>
      </ul>
      <p>
        We do not expect every box to be ticked. Curiosity, care for the people using what you build, and a
        habit of finishing things matter more to us than a particular list of technologies.
      </p>

      <h2>How we work</h2>
      <ul>
        <li>We write decisions down, so anyone can catch up on why something is the way it is.</li>
        <li>We ship in small pieces and put them in front of creators early.</li>
        <li>We play each other's games — and the community's — every week.</li>
      </ul>

      <h2>Creators, studios and educators</h2>
      <p>
        Running a game jam, teaching a class, or building something on top of Tempest? We are happy to help
        with accounts, tokens for events, and feedback on what you are making. Write to{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>

      <h2>Get in touch</h2>
      <p>
        Send a short note to <a href={`mailto:${CAREERS_EMAIL}`}>{CAREERS_EMAIL}</a> with what you would like
        to work on and something you have made — a repository, a game, a write-up or a portfolio all count.
        We read every message.
      </p>
    </ContentPage>
  );
}

import { ContentPage } from '../components/ContentPage/ContentPage';
import { COMPANY_NAME, PRIVACY_EMAIL } from '../components/SiteLinks/siteLinks';

/** /privacy-policy */
export function PrivacyPolicyPage() {
  return (
    <ContentPage
      eyebrow="Legal"
      title="Privacy Policy"
      lead="What we collect when you use Tempest, why we need it, and the choices you have."
      meta="Last updated: 2025"
      testId="privacy-policy"
    >
      <h2>Who we are</h2>
      <p>
        Tempest is operated by {COMPANY_NAME} (“we”, “us”), which is responsible for the personal data
        described here. Questions about this policy can be sent to <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account details</strong>: your username, email address, whether your email is verified,
          and your password, which we store only as a one-way hash. If you sign in with Google, we receive
          your email address and an identity token from Google to confirm it.
        </li>
        <li>
          <strong>What you create</strong>: your games and their assets (entities, scripts, prompts, tools,
          logic and frontend files), the messages you exchange with the AI agent, and any files you attach.
        </li>
        <li>
          <strong>Usage of AI</strong>: a record of each token movement — your weekly allowance, top-ups, and
          what each AI request consumed, with the model used and its input and output token counts.
        </li>
        <li>
          <strong>Preferences</strong>: the chat and image models you have chosen.
        </li>
        <li>
          <strong>Security information</strong>: IP addresses and request logs, used to limit repeated
          sign-in attempts and to investigate abuse.
        </li>
      </ul>

      <h2>Cookies</h2>
      <p>We use two cookies, both strictly necessary for the service to work:</p>
      <ul>
        <li>
          <strong>sessionid</strong> keeps you signed in. It lasts until you close your browser, or for 30
          days if you choose “remember me”.
        </li>
        <li>
          <strong>csrftoken</strong> protects your account from requests forged by other websites.
        </li>
      </ul>
      <p>We do not use advertising or cross-site tracking cookies.</p>

      <h2>How we use your data</h2>
      <ul>
        <li>To run your account and the studio: saving your games, showing your published games to players, and keeping your token balance.</li>
        <li>To send the emails you ask for, such as verification codes and password-reset codes.</li>
        <li>To keep Tempest secure, including rate limits on sign-in attempts.</li>
        <li>To understand and fix problems — for example, when the agent fails to complete a change.</li>
      </ul>

      <h2>AI model providers</h2>
      <p>
        When you chat with the agent or generate an image, your prompt and the relevant parts of your game
        are sent to the model provider you selected (for example OpenAI, Anthropic or Google) so it can
        produce a response. Those providers process that content under their own terms. The built-in offline
        model runs on our own servers.
      </p>

      <h2>Sharing</h2>
      <p>
        We do not sell your personal data. We share it only with service providers who help us run Tempest
        (hosting, email delivery and AI model providers), under contracts that limit what they may do with
        it, or when the law requires us to.
      </p>

      <h2>How long we keep it</h2>
      <p>
        We keep your account data for as long as your account is open. Your games are stored as a history of
        changes so earlier versions can be restored; when you delete a game it is no longer shown to you or
        to players. When you close your account we delete or anonymise your personal data, except where we
        must keep records for legal or accounting reasons.
      </p>

      <h2>Your rights</h2>
      <p>
        You can ask us for a copy of your data, to correct it, to delete it, to restrict or object to how we
        use it, or to receive it in a portable format. Write to <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>;
        we answer within one month. You may also complain to your data protection authority.
      </p>

      <h2>Children</h2>
      <p>Tempest is not directed at children under 13, and we do not knowingly collect their data.</p>

      <h2>Changes to this policy</h2>
      <p>
        If we change how we handle your data, we will update this page and, for significant changes, tell you
        by email or in the studio before the change takes effect.
      </p>
    </ContentPage>
  );
}

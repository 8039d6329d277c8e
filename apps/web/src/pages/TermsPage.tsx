import { ContentPage } from '../components/ContentPage/ContentPage';
import { COMPANY_NAME, CONTACT_EMAIL } from '../components/SiteLinks/siteLinks';

/** /terms-and-conditions */
export function TermsPage() {
  return (
    <ContentPage
      eyebrow="Legal"
      title="Terms and conditions"
      lead="The agreement between you and us when you use Tempest to make and play games."
      meta="Last updated: 2025"
      testId="terms"
    >
      <h2>1. About these terms</h2>
      <p>
        Tempest is provided by {COMPANY_NAME}. By creating an account or using the studio you agree to these
        terms. If you do not agree, please do not use Tempest.
      </p>

      <h2>2. Your account</h2>
      <p>
        Give accurate details when you register, keep your password to yourself, and tell us at{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> if you think someone else has used your
        account. You are responsible for what happens under your account.
      </p>

      <h2>3. Your games belong to you</h2>
      <p>
        You keep ownership of the games and content you create. So that we can run the service, you give us
        permission to store, process and display that content — and, when you publish a game, to make it
        available to players. If you mark a game as cloneable, other creators may copy it as the starting
        point for their own work.
      </p>

      <h2>4. AI-generated content</h2>
      <p>
        The agent can be wrong. It may produce code that does not work, or content that is inaccurate or
        unsuitable. Review what it makes before you publish it; you are responsible for the games you
        publish. Generated content may resemble content produced for other users.
      </p>

      <h2>5. Acceptable use</h2>
      <ul>
        <li>Do not create or publish anything illegal, hateful, harassing, or that infringes someone else's rights.</li>
        <li>Mark adult content as NSFW. Never create sexual content involving minors.</li>
        <li>Do not put malicious code in a game, attack the service, or try to get around rate limits or token accounting.</li>
        <li>Do not use Tempest to collect other people's personal data without their consent.</li>
      </ul>
      <p>We may remove content or suspend accounts that break these rules.</p>

      <h2>6. Tokens</h2>
      <p>
        AI work uses tokens from your balance. Every account receives a token allowance each week; tokens you
        buy or are given are added to the same balance. Tokens have no cash value, cannot be transferred or
        exchanged for money, and are used up as the agent works. The token balance page shows every movement
        in your balance.
      </p>

      <h2>7. Legend</h2>
      <p>
        Legend is Tempest's premium tier. Online payment is not yet available; Legend is currently granted by
        our team. Before we charge for Legend we will publish its price and payment terms, and nobody will be
        charged without agreeing to them first.
      </p>

      <h2>8. Availability and changes</h2>
      <p>
        We work hard to keep Tempest running, but we cannot promise it will always be available or free of
        errors. Features may change as the studio grows. We will give reasonable notice of changes that
        materially affect you.
      </p>

      <h2>9. Ending your account</h2>
      <p>
        You can stop using Tempest at any time and ask us to close your account. We may suspend or close
        accounts that seriously or repeatedly break these terms.
      </p>

      <h2>10. Liability</h2>
      <p>
        Tempest is provided “as is”. To the extent the law allows, we are not liable for indirect or
        consequential losses, or for loss of content you have not kept elsewhere. Nothing in these terms
        limits liability that cannot be limited by law.
      </p>

      <h2>11. Governing law</h2>
      <p>These terms are governed by the laws of England and Wales.</p>
    </ContentPage>
  );
}

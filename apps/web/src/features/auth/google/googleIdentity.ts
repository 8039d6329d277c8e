/** The small part of Google Identity Services (accounts.google.com/gsi/client) this app uses. */
export type GoogleCredentialResponse = { credential?: string };

type GoogleIdConfiguration = {
  client_id: string;
  callback: (response: GoogleCredentialResponse) => void;
  cancel_on_tap_outside?: boolean;
  use_fedcm_for_prompt?: boolean;
};

type GoogleButtonOptions = {
  type?: 'standard' | 'icon';
  theme?: 'outline' | 'filled_blue' | 'filled_black';
  size?: 'large' | 'medium' | 'small';
  text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  shape?: 'rectangular' | 'pill' | 'circle' | 'square';
  width?: number;
};

export type GoogleIdentity = {
  accounts: {
    id: {
      initialize: (config: GoogleIdConfiguration) => void;
      renderButton: (parent: HTMLElement, options: GoogleButtonOptions) => void;
      prompt: () => void;
    };
  };
};

const SCRIPT_SRC = 'https://accounts.google.com/gsi/client';
const LOAD_TIMEOUT_MS = 10_000;

let loading: Promise<GoogleIdentity> | null = null;

function loadedIdentity(): GoogleIdentity | undefined {
  return (window as Window & { google?: GoogleIdentity }).google;
}

/** Loads the script once per page; a failed load can be retried by calling again. */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const ready = loadedIdentity();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      window.clearTimeout(timer);
      script.remove();
      loading = null;
      reject(new Error('Google Identity Services could not be loaded'));
    };
    // Behind a firewall the request may hang rather than fail; don't wait forever.
    const timer = window.setTimeout(fail, LOAD_TIMEOUT_MS);
    script.src = SCRIPT_SRC;
    script.async = true;
    script.onerror = fail;
    script.onload = () => {
      const identity = loadedIdentity();
      if (!identity) return fail();
      window.clearTimeout(timer);
      resolve(identity);
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** The user a successful login, registration or Google sign-in returns. */
export type AuthUser = {
  username: string;
  email: string;
  profileImage: string;
  profileLink: string;
  tokens: number;
  id: string;
  is_staff: boolean;
};

/** POST /login-auth/, /create-and-verify/ and /google-auth/ all answer in this shape. */
export type AuthResponse = {
  success: boolean;
  user?: AuthUser;
  /** A sentence, or field → message(s) for validation failures. */
  error?: string | Record<string, unknown>;
  verification_required?: boolean;
  message?: string;
};

export type LoginRequest = {
  email: string;
  password: string;
  remember_me: boolean;
};

export type RegisterRequest = {
  username: string;
  email: string;
  password: string;
  password_confirm: string;
  game_prompt?: string;
};

export type OtpRequest = {
  email: string;
  otp: string;
};

export type OtpResponse = {
  success: boolean;
  message?: string;
  error?: string;
  purpose?: 'email_verification' | 'password_reset';
};

/** /reset-password-request and /reset-password-confirm answer with a status, not a success flag. */
export type ResetStatusResponse = {
  status: 'success' | 'error';
  message?: string;
};

export type ResetConfirmRequest = {
  email: string;
  otp: string;
  new_password: string;
};

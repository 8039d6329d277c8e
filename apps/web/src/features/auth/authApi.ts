import type {
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
  QueryReturnValue,
} from '@reduxjs/toolkit/query';
import { baseApi, readCookie } from '../../api/baseApi';
import type {
  EmailBody,
  GoogleAuthBody,
  LoginBody,
  OtpBody,
  OtpSentAnswer,
  OtpVerifiedAnswer,
  RegisterAnswer,
  RegisterBody,
  ResetConfirmBody,
  ResetStatusAnswer,
  SignInAnswer,
} from '@tempest/contracts';

type Result<T> = QueryReturnValue<T, FetchBaseQueryError, FetchBaseQueryMeta>;
type Send = (args: string | FetchArgs) => Result<unknown> | PromiseLike<Result<unknown>>;

// Whatever changes who is signed in must refresh the header's user and token balance.
const SESSION_TAGS = ['Me', 'Tokens'] as const;
const sessionChanged = (result: unknown) => (result ? [...SESSION_TAGS] : []);

const succeeded = (data: { success?: boolean }) => data.success !== false;
const statusOk = (data: { status?: string }) => data.status !== 'error';

/**
 * POST with the anti-forgery header. The server sets `csrftoken` on any response, but a tab that
 * has not talked to it yet (a first visit straight to /login) has none: fetch one first, or the
 * POST is refused with 403. A 2xx body that still reports failure becomes an error for the UI.
 */
async function post<T>(send: Send, args: FetchArgs, isOk: (data: T) => boolean): Promise<Result<T>> {
  if (!readCookie('csrftoken')) await send('/api/csrf');
  const result = await send({ ...args, method: 'POST' });
  if (result.error) return { error: result.error, meta: result.meta };
  const data = result.data as T;
  if (!isOk(data)) return { error: { status: 'CUSTOM_ERROR', error: 'Request failed', data }, meta: result.meta };
  return { data, meta: result.meta };
}

function formBody(fields: Record<string, string | undefined>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.set(name, value);
  return body;
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<SignInAnswer, LoginBody>({
      queryFn: (body, _api, _extra, send) => post<SignInAnswer>(send, { url: '/login-auth/', body }, succeeded),
      invalidatesTags: sessionChanged,
    }),
    // The registration endpoint takes a classic form body; fetch sets the urlencoded content type.
    register: build.mutation<RegisterAnswer, RegisterBody>({
      queryFn: (fields, _api, _extra, send) =>
        post<RegisterAnswer>(send, { url: '/create-and-verify/', body: formBody(fields) }, succeeded),
      invalidatesTags: sessionChanged,
    }),
    googleAuth: build.mutation<SignInAnswer, GoogleAuthBody>({
      queryFn: (body, _api, _extra, send) => post<SignInAnswer>(send, { url: '/google-auth/', body }, succeeded),
      invalidatesTags: sessionChanged,
    }),
    sendVerificationOtp: build.mutation<OtpSentAnswer, EmailBody>({
      queryFn: (body, _api, _extra, send) =>
        post<OtpSentAnswer>(send, { url: '/send-verification-otp/', body }, succeeded),
    }),
    verifyEmailOtp: build.mutation<OtpVerifiedAnswer, OtpBody>({
      queryFn: (body, _api, _extra, send) => post<OtpVerifiedAnswer>(send, { url: '/verify-email-otp', body }, succeeded),
      invalidatesTags: sessionChanged,
    }),
    requestPasswordReset: build.mutation<ResetStatusAnswer, EmailBody>({
      queryFn: (body, _api, _extra, send) =>
        post<ResetStatusAnswer>(send, { url: '/reset-password-request', body }, statusOk),
    }),
    confirmPasswordReset: build.mutation<ResetStatusAnswer, ResetConfirmBody>({
      queryFn: (body, _api, _extra, send) =>
        post<ResetStatusAnswer>(send, { url: '/reset-password-confirm', body }, statusOk),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useGoogleAuthMutation,
  useSendVerificationOtpMutation,
  useVerifyEmailOtpMutation,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
} = authApi;

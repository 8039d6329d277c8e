import { baseApi } from '../../api/baseApi';
import type { MailboxAnswer } from '@tempest/contracts';

export const mailboxApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDevMailbox: build.query<MailboxAnswer, void>({
      query: () => '/api/dev/mailbox',
      // Newest first even if the server ever stops sorting.
      transformResponse: (mailbox: MailboxAnswer) => ({
        messages: [...mailbox.messages].sort((a, b) => Date.parse(b.sentAt) - Date.parse(a.sentAt)),
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetDevMailboxQuery } = mailboxApi;

import type { FrontendImageAnswer } from '@tempest/contracts';
import { baseApi } from '../../api/baseApi';

export const uiBlocksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // POST /create/vibecode/api/games/{gameId}/frontends/images/ (docs/api-frontends.md, UI building blocks):
    // the Image block's picture into the media store; the answer's url is the block's src.
    uploadBlockImage: build.mutation<FrontendImageAnswer, { gameId: string; image: Blob; name: string }>({
      query: ({ gameId, image, name }) => {
        const form = new FormData();
        form.append('image', image, name);
        return { url: `/create/vibecode/api/games/${encodeURIComponent(gameId)}/frontends/images/`, method: 'POST', body: form };
      },
    }),
  }),
});

export const { useUploadBlockImageMutation } = uiBlocksApi;

# One image for the API replicas and the projection worker.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY libs/contracts/package.json libs/contracts/
COPY libs/domain/package.json libs/domain/
COPY libs/event-store/package.json libs/event-store/
COPY libs/projections/package.json libs/projections/
COPY libs/game-sdk/package.json libs/game-sdk/
COPY libs/python-runtime/package.json libs/python-runtime/
COPY libs/frontend-compiler/package.json libs/frontend-compiler/
COPY libs/offline-model/package.json libs/offline-model/
COPY libs/playtest/package.json libs/playtest/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -- --force && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000
COPY --from=build /app /app
EXPOSE 3000 3001
CMD ["node", "apps/api/dist/main.js"]

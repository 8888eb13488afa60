# One image for api, projector and worker; ROLES picks what a container runs.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
COPY domain/package.json domain/
COPY infra/package.json infra/
COPY api/package.json api/
COPY projector/package.json projector/
COPY worker/package.json worker/
COPY importer/package.json importer/
COPY web/package.json web/
COPY testkit/package.json testkit/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:web

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
# As scripts/serve.sh does for npm start (package.json's config.malloc_arena_max): two glibc malloc arenas, not eight per core (README, memory).
ENV MALLOC_ARENA_MAX=2
COPY --from=build /app /app
EXPOSE 3000
USER node
# Node itself with tsx's loader: `npx tsx` would keep an npm and a tsx process beside it (~130 MB measured).
CMD ["node", "--import", "tsx", "scripts/start.ts"]

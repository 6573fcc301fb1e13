# syntax=docker/dockerfile:1
# Leistungszone in a container: the app's own steps (npm ci, npm run build, npm prune), then a small
# runtime image with the production packages and the build only. CI runs these same steps, read from
# this file, in a scratch copy against a real PostgreSQL (scripts/ci/recipe-test.ts), so keep to
# FROM, WORKDIR, COPY, RUN, ENV, VOLUME, EXPOSE, USER, HEALTHCHECK and CMD (exec form).

FROM node:24-trixie-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# --omit=optional too: better-auth names vitest, vite, react and drizzle-kit as optional peers, which
# npm otherwise keeps beside the production packages.
RUN npm prune --omit=dev --omit=optional --no-audit --no-fund

FROM node:24-trixie-slim
ENV NODE_ENV=production
ENV DATA_DIR=/data
WORKDIR /app
# Owned by root: the server (user node) can read its code but change nothing except DATA_DIR.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/scripts ./scripts
RUN mkdir -p /data && chown node:node /data
# The embedded database (PGlite) and its secret live here when DATABASE_URL is not set.
VOLUME /data
EXPOSE 3000
USER node
# /readyz answers 200 once the database answers and its migrations are applied. The image has no curl.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# What `npm start` runs, without npm in between: the server gets SIGTERM from `docker stop` directly.
CMD ["node", "scripts/start.mjs"]

# Facet's production image: the server, the shop and the console built, the server's runtime
# dependencies only, PostgreSQL 17's client tools for `backup` and `restore`.
#
#   docker build -t facet .
#   docker run -p 8080:8080 -e DATABASE_URL=postgres://… -e SECRET_FILE=/run/secrets/facet-secret facet
#
# Deploying it (compose, Kubernetes, settings): docs/deploy.md.

# ---- build: every workspace the build needs, then the three apps ------------------------------
FROM node:24-bookworm-slim AS build
WORKDIR /src
# The manifests alone first, so the install is reused until a dependency changes. The browser
# tests and the benchmarks are left out of it: the build needs neither.
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY packages/web-client/package.json packages/web-client/
COPY apps/server/package.json apps/server/
COPY apps/shop/package.json apps/shop/
COPY apps/console/package.json apps/console/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund --include-workspace-root \
      -w @facet/contract -w @facet/web-client -w @facet/server -w @facet/shop -w @facet/console
COPY tsconfig.base.json ./
COPY scripts scripts
COPY packages packages
COPY apps apps
RUN npm run build

# ---- runtime dependencies: what `npm ci --omit=dev` installs, without what only tools read ----
FROM node:24-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY packages/web-client/package.json packages/web-client/
COPY apps/server/package.json apps/server/
COPY apps/shop/package.json apps/shop/
COPY apps/console/package.json apps/console/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# Type declarations, source maps, TypeScript sources and read-me files are for editors and
# debuggers; OpenTelemetry's `esnext` builds are for bundlers. The server bundles the contract,
# so the workspace links are not needed either. A dependency whose version differs from the
# hoisted one is installed under apps/server/node_modules (kept, created empty otherwise).
RUN npm ci --omit=dev --no-audit --no-fund \
  && mkdir -p apps/server/node_modules \
  && find node_modules apps/server/node_modules -type f \( -name '*.d.ts' -o -name '*.d.mts' \
       -o -name '*.d.cts' -o -name '*.ts' -o -name '*.tsx' -o -name '*.map' -o -name '*.md' \) \
       -delete \
  && find node_modules apps/server/node_modules -type d -path '*/@opentelemetry/*/build/esnext' \
       -prune -exec rm -rf {} + \
  && rm -rf node_modules/@facet node_modules/.bin apps/server/node_modules/.bin

# ---- the image -------------------------------------------------------------------------------
FROM node:24-bookworm-slim
# pg_dump, pg_restore and psql of PostgreSQL 17 (Debian bookworm's own are 15, which cannot dump
# a 17 server), with the libraries they and libpq need.
RUN apt-get update \
  && apt-get install -y --no-install-recommends \
       libgssapi-krb5-2 libldap-2.5-0 liblz4-1 libreadline8 libssl3 libzstd1 zlib1g \
  && rm -rf /var/lib/apt/lists/*
COPY --from=postgres:17 /usr/lib/postgresql/17/bin/pg_dump /usr/lib/postgresql/17/bin/pg_restore /usr/lib/postgresql/17/bin/psql /usr/lib/postgresql/17/bin/
COPY --from=postgres:17 /usr/lib/*-linux-gnu/libpq.so.5 /usr/local/lib/
RUN ldconfig \
  && /usr/lib/postgresql/17/bin/pg_dump --version \
  && /usr/lib/postgresql/17/bin/pg_restore --version \
  && /usr/lib/postgresql/17/bin/psql --version \
  && mkdir -p /data \
  && chown node:node /data

WORKDIR /app
COPY --from=runtime-deps /app/node_modules node_modules
COPY --from=runtime-deps /app/apps/server/node_modules apps/server/node_modules
# package.json and scripts/build.mjs: `npm run migrate|backup|restore|seed` work in the image.
COPY --from=build /src/package.json package.json
COPY --from=build /src/scripts/build.mjs scripts/build.mjs
COPY --from=build /src/apps/server/package.json /src/apps/server/drizzle.config.ts apps/server/
COPY --from=build /src/apps/server/drizzle apps/server/drizzle
COPY --from=build /src/apps/server/dist apps/server/dist
COPY --from=build /src/apps/shop/dist apps/shop/dist
COPY --from=build /src/apps/console/dist apps/console/dist

# The code belongs to root and is read-only to the server; it writes only under DATA_DIR.
USER node
ENV NODE_ENV=production \
    PATH=/usr/lib/postgresql/17/bin:$PATH \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    DRAIN_DELAY_SECONDS=5 \
    NPM_CONFIG_UPDATE_NOTIFIER=false
EXPOSE 8080
# Liveness: the process answers. Readiness (/api/health/ready) is the balancer's business.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]

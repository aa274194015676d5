# The site in containers (README, "Containers"). Targets:
#   web      the server (standalone output only): every web instance and the jobs runner
#   release  migrate, create the first admin, seed an empty database; run once before web starts
#   proxy    nginx with deploy/nginx.conf and the build's static files
# Build-time settings are build arguments below; the rest of .env.example is read at run time,
# from the environment the platform gives each container. No secret and no data are baked in.

# Node 24 on Debian bookworm. A build argument, so a mirror's copy or a locally made base can stand in
# (npm run deploy:check makes one with debootstrap and the registry's Node 24).
ARG NODE_IMAGE=node:24-bookworm-slim
ARG NGINX_IMAGE=nginx:1.28-bookworm
# The database server's image: the release image takes pg_dump and pg_restore from it (below).
ARG POSTGRES_IMAGE=postgres:17-bookworm

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
COPY package.json package-lock.json ./
# Dependencies only: the build needs no dev dependency (next.config leaves type checking to
# `npm run typecheck`), and the release step runs from these same modules. Without install
# scripts: the only ones left are esbuild's check of its binary (it finds @esbuild/linux-x64 by
# itself) and pg-native's native build (only the HTTP Observatory, a dev tool, uses it), which
# would need Python and a compiler in the image.
RUN npm ci --omit=dev --ignore-scripts

FROM deps AS build
# The settings the build writes into its pages (scripts/lib/buildStamp.ts, BUILD_TIME_ENV). USE_REDIS:
# whether REDIS_URL will be set at run time (the shared cache is chosen when building; the address is
# read at run time). Leave it true for more than one web instance.
ARG USE_REDIS=true
ARG SITE_URL=http://localhost:8080
ARG HCAPTCHA_SITEKEY=
ARG CALENDLY_URL=
ARG COOKIE_DOMAIN=
ARG GTM_ID=
ARG HUBSPOT_PORTAL_ID=
ARG LINKEDIN_PARTNER_ID=
ARG INTERCOM_APP_ID=
ARG SEGMENT_WRITE_KEY=
ARG SENTRY_DSN=
ARG SENTRY_ENVIRONMENT=
ARG PLAUSIBLE_SCRIPT_URL=
COPY . .
# The build prerenders from a database: a scratch SQLite one, seeded here and thrown away. With the
# shared cache (USE_REDIS) nothing prerendered is served: each page renders from the live database on
# its first request. The captcha secret is a run-time setting; the build does not need it.
# (Build arguments are in the environment of RUN already.)
RUN export DATA_DIR=/tmp/build-data CAPTCHA_DISABLED=true \
    && if [ "$USE_REDIS" = "true" ]; then export REDIS_URL=redis://build-time-placeholder:6379; fi \
    && npm run build \
    && rm -rf /tmp/build-data .next/cache

# pg_dump and pg_restore for `npm run backup` and `npm run restore` from the release image: taken
# from the server's own image, because pg_dump must be as new as the server (Debian bookworm's
# client is PostgreSQL 15), with the libpq they were built against.
FROM ${POSTGRES_IMAGE} AS pgtools
RUN mkdir -p /pgtools/bin /pgtools/lib \
    && cp /usr/lib/postgresql/*/bin/pg_dump /usr/lib/postgresql/*/bin/pg_restore /pgtools/bin/ \
    && cp -L "$(ldd /pgtools/bin/pg_dump | awk '/libpq\.so/ { print $3 }')" /pgtools/lib/libpq.so.5

FROM ${NODE_IMAGE} AS release
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 DATA_DIR=/data
RUN useradd --system --uid 10001 --home-dir /app --shell /usr/sbin/nologin app && mkdir -p /data && chown app /data
COPY --from=pgtools /pgtools/bin/ /usr/local/bin/
COPY --from=pgtools /pgtools/lib/ /usr/local/lib/
# The libraries pg_dump and libpq link against; the build fails here if one is still missing.
RUN apt-get update \
    && apt-get install -y --no-install-recommends libgssapi-krb5-2 libldap-2.5-0 liblz4-1 libssl3 libzstd1 zlib1g \
    && rm -rf /var/lib/apt/lists/* \
    && ldconfig \
    && ! ldd /usr/local/bin/pg_dump /usr/local/bin/pg_restore | grep 'not found' \
    && pg_dump --version
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json /app/tsconfig.json ./
COPY --from=build /app/src ./src
COPY --from=build /app/scripts ./scripts
USER app
# Exits 0 once the database is migrated and seeded; instances started together wait for each other.
CMD ["node_modules/.bin/tsx", "scripts/prepare-db.ts"]

FROM ${NODE_IMAGE} AS web
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 DATA_DIR=/data
RUN useradd --system --uid 10001 --home-dir /app --shell /usr/sbin/nologin app && mkdir -p /data && chown app /data
COPY --from=build --chown=root:root /app/.next/standalone ./
# The code is root's and read-only to the server; it writes only its image cache (and /data).
RUN mkdir -p .next/cache && chown app .next/cache
USER app
EXPOSE 3000
# Liveness only (it never touches the database); orchestrators wanting readiness ask /api/ready.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "cipherwell-server.mjs"]

FROM ${NGINX_IMAGE} AS proxy
# openssl makes the first-look self-signed certificate (the official image may lack the command).
RUN command -v openssl >/dev/null || (apt-get update && apt-get install -y --no-install-recommends openssl && rm -rf /var/lib/apt/lists/*)
COPY deploy/nginx.conf /etc/cipherwell/nginx.conf.template
COPY deploy/container/proxy-entrypoint.sh /usr/local/bin/proxy-entrypoint.sh
COPY --from=build /app/.next/static /srv/cipherwell/_next/static
EXPOSE 8080 8443
ENTRYPOINT ["/bin/sh", "/usr/local/bin/proxy-entrypoint.sh"]

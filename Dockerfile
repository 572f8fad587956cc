# ekp for production: the web app built once, the server run from its TypeScript sources (tsx), as the
# unprivileged user `node`, on PostgreSQL. docs/operations.md "Container".
#   docker build -t ekp .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://ekp:…@db:5432/ekp ekp

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    EKP_DEMO=false \
    EKP_DATA_DIR=/var/lib/ekp
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
COPY e2e/package.json e2e/
# Runtime dependencies only (tsx runs the server's sources; no build tools, no browsers).
RUN npm ci --omit=dev --no-audit --no-fund --ignore-scripts && npm cache clean --force
COPY packages/contract packages/contract
COPY packages/server packages/server
COPY --from=build /app/packages/web/dist packages/web/dist
RUN mkdir -p /var/lib/ekp && chown node:node /var/lib/ekp
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node itself is the main process (PID 1, no npm or shell): `docker stop` (SIGTERM) reaches the server,
# which handles SIGTERM/SIGINT itself and drains (EKP_SHUTDOWN_TIMEOUT).
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "packages/server/src/start.ts"]

# Nutshell's local server for production on PostgreSQL: `npm run build` (UI + server compiled to dist/), then
# `npm run start:prod` (plain node, no TypeScript at run time). Needs DATABASE_URL (postgres://...) at run time.
#   docker build -t nutshell .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://user:password@db:5432/nutshell nutshell
FROM node:20-bookworm-slim

WORKDIR /app
ENV CI=true

COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    LOG_LEVEL=info
EXPOSE 3000

# The server runs as node, not root; it writes nothing outside the database (the PGlite data dir is unused on
# PostgreSQL).
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node

HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"

# npm runs the server with exec, so SIGTERM (docker stop) reaches it: it drains and exits within 10 s.
STOPSIGNAL SIGTERM
CMD ["npm", "run", "start:prod"]

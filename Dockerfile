# The current Node LTS (issue 24: the suite also runs on 24 and 26 in .ci/run)
FROM node:26-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends chromium && rm -rf /var/lib/apt/lists/*
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PUPPETEER_SKIP_DOWNLOAD=1 CHROMIUM_PATH=/usr/bin/chromium
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY libs/domain/package.json libs/domain/
COPY libs/infrastructure/package.json libs/infrastructure/
COPY apps/backend/package.json apps/backend/
COPY apps/frontend/package.json apps/frontend/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
EXPOSE 3000
# node directly, so SIGTERM reaches the server (STACK-NOTES.md)
CMD ["node", "apps/backend/dist/main.js"]

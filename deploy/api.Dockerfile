# The API image: built from the monorepo so it gets the shared contracts package.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund && npm run build -w api

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/api/package.json api/package.json
COPY --from=build /app/packages/contracts packages/contracts
RUN npm install --omit=dev --no-audit --no-fund -w api
COPY --from=build /app/api/dist api/dist
EXPOSE 3000
CMD ["node", "api/dist/main.js"]

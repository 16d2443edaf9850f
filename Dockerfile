# One image for every server process of docker-compose.yml (docs/operations.md): dependencies and
# the web app are built once here; each container only runs `npm run serve`.
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
# Development dependencies too: the server runs its TypeScript through tsx.
RUN npm ci && npm run build
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
EXPOSE 8080
CMD ["npm", "run", "serve"]

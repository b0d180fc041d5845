# Stand-in for redis:7 (see deploy/images.sh): Debian bookworm's redis-server (7.0), run
# without a configuration file as the official image does; options follow the image name.
FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends redis-server \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /data && chown redis:redis /data
COPY redis-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
WORKDIR /data
ENTRYPOINT ["docker-entrypoint.sh"]
EXPOSE 6379
CMD ["redis-server"]

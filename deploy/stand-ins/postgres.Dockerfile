# Stand-in for postgres:17 (see deploy/images.sh): Debian bookworm's PostgreSQL (15) under the
# official image's paths and entrypoint settings. The major version is what Debian ships; the
# official image is 17.
FROM debian:bookworm-slim
RUN mkdir -p /etc/postgresql-common/createcluster.d \
  && echo 'create_main_cluster = false' > /etc/postgresql-common/createcluster.d/docker.conf \
  && apt-get update \
  && apt-get install -y --no-install-recommends postgresql-15 \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /usr/lib/postgresql/17 \
  && cp -al /usr/lib/postgresql/15/bin /usr/lib/postgresql/17/bin \
  && ln -s ../15/lib /usr/lib/postgresql/17/lib \
  && mkdir -p /var/run/postgresql /var/lib/postgresql/data \
  && chown -R postgres:postgres /var/run/postgresql /var/lib/postgresql
ENV PATH=$PATH:/usr/lib/postgresql/17/bin
ENV PGDATA=/var/lib/postgresql/data
COPY postgres-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
ENTRYPOINT ["docker-entrypoint.sh"]
STOPSIGNAL SIGINT
EXPOSE 5432
CMD ["postgres"]

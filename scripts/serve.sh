#!/bin/sh
# How `npm start` and `npm run start:*` run the server, from package.json's config: Node itself with its flags and
# tsx as a loader, and two glibc malloc arenas unless MALLOC_ARENA_MAX is set (README, memory). `exec`: this shell
# becomes the server, so no process stays beside it.
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-$npm_package_config_malloc_arena_max}"
exec node $npm_package_config_node_flags --import tsx scripts/start.ts

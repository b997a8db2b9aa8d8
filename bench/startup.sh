#!/usr/bin/env bash
# Time from starting a command to the first page it serves (bench/README.md, "Start-up").
# Usage: bench/startup.sh PORT DATA_DIR COMMAND…   (run from the repository root)
set -euo pipefail
port=$1 dir=$2; shift 2
start=$(date +%s%N)
# Its own process group (setsid), so the whole tree (npm and the server it starts) ends with it.
PORT=$port DATA_DIR=$dir setsid "$@" >/dev/null 2>&1 &
pid=$!
trap 'kill -- -$pid 2>/dev/null || kill $pid 2>/dev/null || true' EXIT
until curl -sf -o /dev/null "http://127.0.0.1:$port/online-rezeption?tenant=physio-am-park"; do
  kill -0 $pid 2>/dev/null || { echo "the command exited before serving" >&2; exit 1; }
  sleep 0.1
done
echo "first page after $(( ($(date +%s%N) - start) / 1000000 )) ms"

#!/usr/bin/env bash
# Fuzzes every fuzz_* target of a SYMCORE_FUZZ build for a fixed time each,
# nproc targets at a time, starting from the committed seed corpus (copied, so
# the repository is not written to). Fails if any target finds a crash, leak,
# sanitizer report or failed property; prints executions per target.
# usage: tests/fuzz/run.sh BUILD_DIR [SECONDS_PER_TARGET (default 20)]
set -euo pipefail
build=$1
seconds=${2:-20}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fuzz_one() {
  local bin=$1 name
  name=$(basename "$bin")
  name=${name#fuzz_}
  mkdir -p "$work/$name"
  cp -r "$here/corpus/$name/." "$work/$name/"
  if "$bin" -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="$work/$name-" \
       "$work/$name" >"$work/$name.log" 2>&1; then
    echo "fuzz_$name: $(grep -o 'number_of_executed_units: [0-9]*' "$work/$name.log" | grep -o '[0-9]*$') executions in ${seconds} s, ok"
  else
    echo "fuzz_$name: FAILED"
    tail -n 40 "$work/$name.log"
    for a in "$work/$name"-*; do [ -e "$a" ] && { echo "input:"; od -An -tx1 "$a" | head -n 20; }; done
    return 1
  fi
}
export -f fuzz_one
export work here seconds

find "$build/tests/fuzz" -maxdepth 1 -type f -name 'fuzz_*' -perm -u+x | sort |
  xargs -P "$(nproc)" -I{} bash -c 'fuzz_one {}'
